//! CPU time for the benches: on a shared machine wall time measures the neighbours too. Read
//! with `clock_gettime` (the C library is linked by std; Linux and macOS), by hand because the
//! project's dependencies have no clock of this kind.

use std::time::Duration;

#[cfg(unix)]
fn clock(linux_id: i32, other_id: i32) -> Duration {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, t: *mut Timespec) -> i32;
    }
    let id = if cfg!(target_os = "linux") {
        linux_id
    } else {
        other_id
    };
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `t` is a valid, writable timespec of the platform's layout (64-bit fields).
    let ok = unsafe { clock_gettime(id, &mut t) } == 0;
    if ok {
        Duration::new(t.sec as u64, t.nsec as u32)
    } else {
        Duration::ZERO
    }
}

#[cfg(not(unix))]
fn clock(_: i32, _: i32) -> Duration {
    Duration::ZERO
}

/// The CPU time of this process (CLOCK_PROCESS_CPUTIME_ID).
#[allow(dead_code)]
pub fn process() -> Duration {
    clock(2, 12)
}

/// The CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID).
#[allow(dead_code)]
pub fn thread() -> Duration {
    clock(3, 16)
}
