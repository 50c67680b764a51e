//! `samples SLUG`: builds the problem's release binary, runs it on every
//! `testdata/SLUG/*.in` in natural order and prints `AC`, `WA` or `RE` per sample with its time,
//! as `oj t` does (an answer judged by the problem's checker if it has one), then a summary; the exit status is 1 unless every sample is accepted.
//! `just samples SLUG` runs it.

use judge::{
    build_binaries, checkers, judge_played, judge_sample_with, jury_name, samples_by_problem,
    Status,
};
use std::process::ExitCode;

/// `samples --help`: the usage, what it does and one example (the guide: docs/testing.md).
const HELP: &str = "\
Builds a problem's release binary, runs it on every testdata/SLUG/*.in and compares its
tokens with the .out: AC, WA or RE per sample with its time, then a summary; exit status 1
unless every sample is accepted. An interactive problem (its package has a binary SLUG-jury)
is played against its jury instead, the .out holding the jury's summary of a won run.

Usage: samples SLUG

Example: samples p1857-prime-stones";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let [slug] = args.as_slice() else {
        eprintln!("error: usage: samples SLUG");
        return ExitCode::from(2);
    };
    let problems = samples_by_problem();
    let Some(samples) = problems.get(slug) else {
        let known: Vec<&str> = problems.keys().map(String::as_str).collect();
        eprintln!(
            "error: no testdata/{slug}; problems with samples: {}",
            known.join(", ")
        );
        return ExitCode::from(2);
    };
    let bins = build_binaries("release", &[slug]);
    let Some(bin) = bins.get(slug) else {
        eprintln!("error: the package {slug} has no binary named {slug}");
        return ExitCode::from(2);
    };
    let judging = checkers::judging(slug);
    let mut accepted = 0;
    for sample in samples {
        // An interactive problem: played against its jury.
        let (status, run, why) = match bins.get(&jury_name(slug)) {
            Some(jury) => judge_played(jury, bin, sample),
            None => judge_sample_with(bin, &[], sample, judging),
        };
        let name = sample.input.file_stem().unwrap().to_string_lossy();
        println!("{status} {name} ({:.3} s)", run.elapsed.as_secs_f64());
        if status == Status::Ac {
            accepted += 1;
        } else {
            for line in why.lines() {
                println!("    {line}");
            }
        }
    }
    let total = samples.len();
    println!("{accepted} of {total} samples accepted");
    if accepted == total {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
