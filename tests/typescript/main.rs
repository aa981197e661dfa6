//! The package's JSON types as TypeScript (js/types.generated.d.ts) are derived from the serde
//! types (src/service/typescript.rs): this fails when the committed file is not what the types
//! say today. `TABLIER_BLESS=1 cargo test --features typescript --test typescript` rewrites it
//! (docs/package.md, "The types").

use std::path::Path;

#[test]
fn the_committed_declarations_are_those_the_serde_types_derive() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("js/types.generated.d.ts");
    let derived = tablier::service::typescript::declarations();
    if std::env::var_os("TABLIER_BLESS").is_some() {
        std::fs::write(&path, &derived).expect("js/types.generated.d.ts is writable");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == derived,
        "js/types.generated.d.ts is stale: a serde type changed. Rewrite it with \
         `TABLIER_BLESS=1 cargo test --features typescript --test typescript` and commit it."
    );
}
