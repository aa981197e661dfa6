//! One small stable sort for the whole crate, written by hand because the standard library's
//! sorts, instantiated afresh at every call, weighed 46 KB of the WebAssembly module
//! (docs/size.md). What is sorted here is short: a roll's plays, a throw's tallies, a table's
//! players.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, keeping equal elements in their order: binary insertion, O(n log n)
/// comparisons and O(n²) moves of whole elements (a `memmove` each).
pub(crate) fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let (sorted, rest) = v.split_at(i);
        let Some(x) = rest.first() else { break };
        let at = sorted.partition_point(|y| cmp(y, x) != Ordering::Greater);
        if let Some(moved) = v.get_mut(at..=i) {
            moved.rotate_right(1);
        }
    }
}

/// Sorts `v` by the key, keeping equal keys in their order.
pub(crate) fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` in its own order.
pub(crate) fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort, ties included.
        #[test]
        fn as_the_standard_stable_sort(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..200)) {
            let mut ours = v.clone();
            sort_by_key(&mut ours, |x| x.0);
            let mut std = v.clone();
            std.sort_by_key(|x| x.0);
            prop_assert_eq!(&ours, &std);
            let mut whole = v.clone();
            sort(&mut whole);
            let mut std_whole = v;
            std_whole.sort();
            prop_assert_eq!(whole, std_whole);
        }
    }
}
