//! `kit check`: every missing part of every problem crate (exit status 1 if any);
//! `kit readme`: rewrites the README's problem and judge tables from the crates' metadata;
//! `kit new SLUG`: a new problem crate from the template (`just new SLUG`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let root = match std::env::current_dir()
        .map_err(anyhow::Error::from)
        .and_then(|d| kit::workspace_root(&d))
    {
        Ok(root) => root,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let result = match args.as_slice() {
        ["check"] => kit::check(&root).map(|missing| {
            for line in &missing {
                println!("{line}");
            }
            if missing.is_empty() {
                println!("every problem crate is complete");
            }
            missing.is_empty()
        }),
        ["readme"] => (|| {
            let path = root.join("README.md");
            let text = std::fs::read_to_string(&path)?;
            let updated = kit::readme::update(&text, &kit::problems(&root)?)
                .map_err(anyhow::Error::msg)?;
            std::fs::write(&path, updated)?;
            println!("wrote the tables of {}", path.display());
            Ok(true)
        })(),
        ["new", slug] => kit::scaffold::new_problem(&root, slug).map(|written| {
            for path in written {
                println!("wrote {}", path.strip_prefix(&root).unwrap_or(&path).display());
            }
            println!(
                "next: the statement (crates/{slug}/README.md), the metadata (Cargo.toml), samples in testdata/{slug}/, `moves` and the fast rule in src/lib.rs; `just check` and `cargo test -p {slug}` say what is left"
            );
            true
        }),
        _ => {
            eprintln!("error: usage: kit check | kit readme | kit new SLUG");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
