//! `bundle SLUG [--out FILE] [--atcoder]`: writes the single-file submission of a problem crate
//! (default `<target>/bundle/SLUG.rs`, with proconio's items inlined; `--atcoder` keeps
//! `use proconio` instead, for AtCoder, which has it); a crate's C++ program is copied beside it (`SLUG.cpp`,
//! or FILE with the extension `.cpp`), and stderr says which file to submit at which judge.
//! The one line on stdout, printed last, is the file to submit: the C++ program when none of
//! the problem's judges takes Rust, the Rust file otherwise. The Rust file's size limit then
//! matters only when it is the one to submit (otherwise over the limit is a warning, and the C++
//! file is written either way). Run it from inside the workspace; `just bundle SLUG` does. Any
//! failure is one line on stderr naming the problem, exit status 1.

use anyhow::{bail, Context, Result};
use bundle::{Proconio, Workspace, CODEFORCES_LIMIT, SPOJ_LIMIT};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: bundle SLUG [--out FILE] [--atcoder]";

/// `bundle --help`: the usage, what it does and one example (the guide: docs/submitting.md).
const HELP: &str = "\
Writes the single-file submission of a problem crate: its main.rs, its lib.rs as a module and
the items of shared and of proconio (under its MIT notice) that main reaches, one .rs file that
compiles with bare rustc 1.70 (target/bundle/SLUG.rs unless --out FILE), and its C++ program
beside it when it has one. With --atcoder the file keeps `use proconio` (AtCoder has
proconio 0.4.5) instead of inlining it.
Prints last the path of the file to submit (the C++ program when no judge of the problem
takes Rust); stderr says its size and which file to submit at which judge.

Usage: bundle SLUG [--out FILE] [--atcoder]

Example: bundle p1857-prime-stones";

fn run(slug: &str, out: Option<PathBuf>, proconio: Proconio) -> Result<PathBuf> {
    // Like `lab plot -o`: a folder the user named must exist already (checked before any work).
    if let Some(dir) = out
        .as_deref()
        .and_then(|path| path.parent())
        .filter(|d| !d.as_os_str().is_empty())
    {
        if !dir.is_dir() {
            bail!("the folder {} of --out does not exist", dir.display());
        }
    }
    let ws = Workspace::load(&std::env::current_dir()?)?;
    bundle::problem(&ws, slug)?;
    bundle::check_builds(&ws, slug)?;
    let b = bundle::Bundler::new(&ws).bundle_with(slug, proconio)?;
    let path = match out {
        Some(path) => path,
        None => {
            let path = bundle::output_path(&ws, slug);
            let dir = path.parent().expect("the default path has a folder");
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
            path
        }
    };
    std::fs::write(&path, &b.source).with_context(|| format!("cannot write {}", path.display()))?;
    let size = b.source.len();
    eprintln!("{slug}: {size} bytes ({})", b.summary());
    let crate_dir = bundle::problem(&ws, slug)?.dir().to_path_buf();
    let cpp = match bundle::submit::cpp_program(&crate_dir, slug) {
        None => None,
        Some(source) => {
            let dest = path.with_extension("cpp");
            if dest == path {
                bail!(
                    "--out {} ends in .cpp: the C++ program would overwrite it",
                    path.display()
                );
            }
            std::fs::copy(&source, &dest)
                .with_context(|| format!("cannot write {}", dest.display()))?;
            Some(dest)
        }
    };
    // Without metadata (a crate outside the kit's layout) there is nothing to advise.
    let problems = kit::problems(&ws.root).unwrap_or_default();
    let metadata = problems
        .iter()
        .find(|p| p.slug == slug)
        .and_then(|p| p.metadata.as_ref().ok());
    let submitted = match (metadata, &cpp) {
        (Some(m), Some(cpp)) if kit::judges::needs_cpp(m) => cpp.clone(),
        _ => path.clone(),
    };
    if let Some(m) = metadata {
        for line in bundle::submit::lines(m, slug, &path, cpp.as_deref()) {
            eprintln!("{line}");
        }
    }
    let over = if size >= CODEFORCES_LIMIT {
        Some(format!(
            "{} is {size} bytes, not below Codeforces' limit of {CODEFORCES_LIMIT}; the largest \
             items: {}",
            path.display(),
            b.largest_items(5)
        ))
    } else if size >= SPOJ_LIMIT {
        Some(format!(
            "{} is {size} bytes, over SPOJ's limit of {SPOJ_LIMIT}; the largest items: {}",
            path.display(),
            b.largest_items(5)
        ))
    } else {
        None
    };
    match over {
        Some(why) if size >= CODEFORCES_LIMIT && submitted == path => bail!(why),
        Some(why) => eprintln!("warning: {slug}: {why}"),
        None => {}
    }
    Ok(submitted)
}

fn main() -> ExitCode {
    let mut slug = None;
    let mut out = None;
    let mut proconio = Proconio::Inline;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out" => match args.next() {
                Some(file) => out = Some(PathBuf::from(file)),
                None => {
                    eprintln!("error: --out needs a file; {USAGE}");
                    return ExitCode::from(2);
                }
            },
            "--atcoder" => proconio = Proconio::Keep,
            "-h" | "--help" => {
                println!("{HELP}");
                return ExitCode::SUCCESS;
            }
            _ if arg.starts_with('-') || slug.is_some() => {
                eprintln!("error: unexpected argument {arg:?}; {USAGE}");
                return ExitCode::from(2);
            }
            _ => slug = Some(arg),
        }
    }
    let Some(slug) = slug else {
        eprintln!("error: no problem given; {USAGE}");
        return ExitCode::from(2);
    };
    match run(&slug, out, proconio) {
        Ok(path) => {
            println!("{}", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            let message = format!("{e:#}").replace('\n', " ");
            eprintln!("error: {slug}: {message}");
            ExitCode::FAILURE
        }
    }
}
