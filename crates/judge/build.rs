//! Writes the registry of the problems' checkers: every `crates/<slug>/src/checker.rs` of the
//! workspace, compiled here as a module of this crate (so it must be std only and
//! self-contained, as the problem crate's own `checker` module is), paired with its slug.
//! A problem with a checker needs nothing else to be judged by it in the sample and bundle
//! tests and in the `samples` runner.

use std::path::Path;

fn main() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("crates/judge sits in crates/");
    // A directory: Cargo looks at everything below it, so a new checker is seen (and any
    // edit below crates/ reruns this, and rebuilds this small crate: about a second).
    println!("cargo:rerun-if-changed={}", crates.display());
    let mut found: Vec<(String, String)> = Vec::new();
    for entry in std::fs::read_dir(crates).expect("read crates/").flatten() {
        let file = entry.path().join("src").join("checker.rs");
        if file.is_file() {
            let slug = entry.file_name().to_string_lossy().into_owned();
            found.push((slug, file.display().to_string()));
        }
    }
    found.sort();
    let mut code = String::new();
    for (slug, file) in &found {
        let module = slug.replace('-', "_");
        // The file keeps its problem crate's Rust 1.70, which has no `is_multiple_of`.
        code += &format!(
            "#[allow(dead_code, clippy::manual_is_multiple_of)]\n#[path = {file:?}]\nmod {module};\n"
        );
    }
    code += "/// Every problem's checker, by slug, sorted.\npub const CHECKERS: &[(&str, Checker)] = &[\n";
    for (slug, _) in &found {
        code += &format!("    ({slug:?}, {}::checker),\n", slug.replace('-', "_"));
    }
    code += "];\n";
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("checkers.rs");
    std::fs::write(out, code).expect("write checkers.rs");
}
