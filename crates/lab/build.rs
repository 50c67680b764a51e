//! Writes the list of the problem crates' study descriptors: every path dependency of this
//! crate (`name = { path = "../name" }` in Cargo.toml) that has a `src/study.rs`. Adding a
//! problem to the lab is that one dependency line (`just new` writes it; `kit check` names a
//! problem crate that lacks it). They are sorted by crate name, so the lab lists them in that
//! order wherever the lines stand.

use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=Cargo.toml");
    let manifest = std::fs::read_to_string("Cargo.toml").expect("read crates/lab/Cargo.toml");
    let mut calls = Vec::new();
    for line in manifest.lines() {
        let Some((name, rest)) = line.split_once(" = ") else {
            continue;
        };
        let name = name.trim();
        if !rest.contains(&format!("path = \"../{name}\"")) {
            continue;
        }
        let study = format!("../{name}/src/study.rs");
        if Path::new(&study).is_file() {
            println!("cargo:rerun-if-changed={study}");
            calls.push(name.replace('-', "_"));
        }
    }
    calls.sort();
    let calls: String = calls
        .iter()
        .map(|name| format!("        {name}::study::game(),\n"))
        .collect();
    let code = format!(
        "/// Every problem crate's descriptor, sorted by crate name.\n\
         pub fn problems() -> Vec<Game> {{\n    vec![\n{calls}    ]\n}}\n"
    );
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("problems.rs");
    std::fs::write(out, code).expect("write problems.rs");
}
