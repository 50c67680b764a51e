//! `kit check`: every missing part of every problem crate, and every problem whose generated
//! inputs its own `solve` refuses (exit status 1 if any);
//! `kit readme`: rewrites the generated parts (tables, counts, lists) of the README and the
//! guide, `docs/`, from the crates' metadata;
//! `kit new SLUG [--layout L] [--case FIELDS] [--answer A] [--cpp] [--checker |
//! --interactive]`: a new problem crate, its reader, loops and generators written from the
//! input's shape (`cases`, the default; `sentinel`, `eof`, `single`; one case's fields,
//! [`study::shape`]) and the output's ([`kit::codegen::Answer`]), with `--cpp` also its C++11
//! program `cpp/SLUG.cpp` (for judges that take no Rust), with `--checker` its checker, with
//! `--interactive` a player and the judge's side instead ([`kit::kind::Kind`]);
//! `kit --help`, `kit COMMAND --help`: what each does ([`kit::usage`]).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    if kit::usage::wants_help(&args) {
        print!("{}", kit::usage::help(args.first().copied()));
        return ExitCode::SUCCESS;
    }
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
        ["check"] => (|| {
            let mut missing = kit::check(&root)?;
            missing.extend(kit::inputs::refused_inputs(&root, &kit::problems(&root)?)?);
            for line in &missing {
                println!("{line}");
            }
            if missing.is_empty() {
                println!("every problem crate is complete");
            }
            Ok(missing.is_empty())
        })(),
        ["readme"] => (|| {
            let changed = kit::readme::write_all(&root, &kit::problems(&root)?)?;
            for page in &changed {
                let name = page.strip_prefix(&root).unwrap_or(page);
                println!("wrote the generated parts of {}", name.display());
            }
            if changed.is_empty() {
                println!("every generated part is current");
            }
            Ok(true)
        })(),
        ["new", slug, rest @ ..] => new_options(rest)
            .and_then(|(spec, cpp)| {
                let written = kit::scaffold::new_problem(&root, slug, &spec, cpp)?;
                Ok((written, spec.kind))
            })
            .map(|(written, kind)| {
                for path in written {
                    println!(
                        "wrote {}",
                        path.strip_prefix(&root).unwrap_or(&path).display()
                    );
                }
                let game = match kind {
                    kit::scaffold::Kind::Plain => "the fast rule and the brute force in src/lib.rs",
                    kit::scaffold::Kind::Checker => {
                        "the fast rule and the brute force in src/lib.rs, the checker in \
                         src/checker.rs"
                    }
                    kit::scaffold::Kind::Interactive => {
                        "the strategy (play) and a player from the rules (brute_play) in \
                         src/lib.rs, the judge's play (judge) in src/study.rs"
                    }
                };
                println!(
                    "next: the statement (crates/{slug}/README.md), the metadata (Cargo.toml, \
                     then `just readme`), samples in testdata/{slug}/, {game}, the moves as a \
                     rules file; `just check` and `cargo test -p {slug}` say what is left"
                );
                true
            }),
        _ => {
            eprintln!(
                "error: usage: kit check | kit readme | kit new SLUG [--layout \
                 cases|sentinel|eof|single] [--case FIELDS] [--answer A] [--cpp] [--checker | \
                 --interactive]"
            );
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

/// The input and output and whether to write a C++ program, of `kit new SLUG [--layout L]
/// [--case FIELDS] [--answer A] [--cpp] [--checker | --interactive]` (in any order;
/// `--name=value` too).
fn new_options(rest: &[&str]) -> anyhow::Result<(kit::scaffold::Spec, bool)> {
    use kit::scaffold::{Kind, Layout, Spec};
    let usage = "usage: kit new SLUG [--layout cases|sentinel|eof|single] [--case FIELDS] \
                 [--answer A] [--cpp] [--checker | --interactive]";
    let (mut layout, mut case, mut answer, mut cpp) = (None, None, None, false);
    let mut kind = Kind::Plain;
    let mut args = rest.iter();
    while let Some(&arg) = args.next() {
        if arg == "--cpp" && !cpp {
            cpp = true;
            continue;
        }
        if let Some(chosen) = [Kind::Checker, Kind::Interactive]
            .into_iter()
            .find(|k| k.option() == Some(arg))
        {
            if kind != Kind::Plain {
                anyhow::bail!("{usage}");
            }
            kind = chosen;
            continue;
        }
        let (option, value) = match arg.split_once('=') {
            Some((option, value)) if option.starts_with("--") => (option, Some(value)),
            _ => (arg, args.next().copied()),
        };
        let slot = match option {
            "--layout" => &mut layout,
            "--case" => &mut case,
            "--answer" => &mut answer,
            _ => anyhow::bail!("{usage}"),
        };
        match value {
            Some(value) if slot.is_none() => *slot = Some(value),
            _ => anyhow::bail!("{usage}"),
        }
    }
    let layout = match layout {
        Some(name) => Layout::parse(name).map_err(anyhow::Error::msg)?,
        None => Layout::Cases,
    };
    Ok((Spec::new(layout, case, answer, kind)?, cpp))
}
