//! End to end: every problem binary on every `testdata/<slug>/*.in`, compared with the `.out`
//! (or judged by the problem's checker, `judge::checkers`, where several answers are right);
//! the input contract on the binaries themselves (exit status 1, one `error:` line, nothing
//! on stdout, no panic text even with `RUST_BACKTRACE=1`); and every C++ program
//! (`crates/<slug>/cpp/<slug>.cpp`) built with `c++ -std=c++11 -O2` and warnings as errors,
//! on the same samples and against the Rust binary on inputs mutated from them. The same
//! checks run in memory in each problem crate; this one proves the binaries and `main.rs` keep
//! them.
//!
//! `JUDGE_ONLY=slug1,slug2 cargo test -p judge` limits the run to those problems.

use judge::cpp::Program;
use judge::{
    build_binaries, check_contract, check_samples, checkers, judge_played, jury_name, mutate,
    parallel_map, run_with_timeout, samples_by_problem, selected, Sample, Status,
};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[path = "../../kit/tests/support/docs.rs"]
mod docs;
use std::sync::OnceLock;
use std::time::Duration;
use study::fastrand::Rng;

/// The problem binaries, built once for both tests with the profile `cargo test` built the
/// libraries with: only the mains are compiled here.
fn binaries() -> &'static BTreeMap<String, PathBuf> {
    static BINS: OnceLock<BTreeMap<String, PathBuf>> = OnceLock::new();
    BINS.get_or_init(|| {
        let problems = samples_by_problem();
        let slugs: Vec<&str> = problems.keys().map(String::as_str).collect();
        build_binaries("test", &slugs)
    })
}

fn report(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_solution_passes_its_samples_and_refuses_bad_input() {
    let problems = samples_by_problem();
    assert!(!problems.is_empty(), "no testdata folders found");
    let bins = binaries();
    let problems: Vec<(&String, &Vec<Sample>)> = problems.iter().collect();
    let checked = parallel_map(&problems, |&(slug, samples)| {
        let Some(bin) = bins.get(slug) else {
            return (
                0,
                vec![format!("testdata/{slug} has no binary named {slug}")],
            );
        };
        let Some(first) = samples.first() else {
            return (0, vec![format!("testdata/{slug} has no sample pairs")]);
        };
        // An interactive problem's samples are played against its jury; its input contract
        // is checked in memory by its crate (its input is a conversation, not a file).
        if let Some(jury) = bins.get(&jury_name(slug)) {
            let failures = samples
                .iter()
                .filter_map(|s| {
                    let (status, _, why) = judge_played(jury, bin, s);
                    (status != Status::Ac).then(|| format!("{} {status}: {why}", s.input.display()))
                })
                .collect();
            return (samples.len(), failures);
        }
        let mut failures = check_samples(bin, &[], samples, checkers::judging(slug));
        let text = std::fs::read_to_string(&first.input).unwrap();
        failures.extend(check_contract(bin, &text));
        (samples.len(), failures)
    });
    let ran: usize = checked.iter().map(|(n, _)| n).sum();
    let failures: Vec<String> = checked.into_iter().flat_map(|(_, f)| f).collect();
    eprintln!("{} problems, {ran} sample pairs", problems.len());
    report(&failures);
}

/// Inputs mutated from the samples that the Rust binary must accept, per C++ program, in the
/// default run and in the full one.
const MUTANTS: usize = 4;
const FULL_MUTANTS: usize = 24;
/// Mutants tried at most, per accepted one asked for (between a third and all of them are
/// accepted: see the report line).
const TRIES_PER_MUTANT: usize = 8;
/// Samples and their mutants are small: a run this long is a program that hangs.
const TIMEOUT: Duration = Duration::from_secs(2);

#[test]
fn every_cpp_program_passes_its_samples_and_answers_as_the_rust_binary() {
    every_cpp_program_passes_its_samples(MUTANTS);
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    #[test]
    #[ignore = "full: 24 mutated samples per C++ program, seconds"]
    fn every_cpp_program_answers_as_the_rust_binary_on_more_mutated_samples() {
        super::every_cpp_program_passes_its_samples(super::FULL_MUTANTS);
    }
}

fn every_cpp_program_passes_its_samples(mutants: usize) {
    let problems = samples_by_problem();
    let sources: Vec<(String, PathBuf)> = judge::cpp::sources()
        .into_iter()
        .filter(|(slug, _)| selected(slug))
        .collect();
    let failures: Vec<String> = parallel_map(&sources, |(slug, source)| {
        let file = source
            .strip_prefix(judge::workspace_root())
            .unwrap_or(source)
            .display()
            .to_string();
        let failure = if *source != judge::cpp::source(slug) {
            Some(format!("a problem's C++ program is cpp/{slug}.cpp"))
        } else {
            match problems.get(slug).filter(|s| !s.is_empty()) {
                None => Some(format!("no samples in testdata/{slug}")),
                Some(samples) => check_cpp(slug, &file, samples, mutants).err(),
            }
        };
        failure.map(|why| format!("{file}: {why}"))
    })
    .into_iter()
    .flatten()
    .collect();
    report(&failures);
}

/// The C++ program of `slug` built, on every sample (with and without a DOS end-of-file byte
/// after it), on the first half of each (it must end),
/// and against the Rust binary on `mutants` mutated samples that the binary accepts; the
/// first failure, naming the input.
fn check_cpp(slug: &str, file: &str, samples: &[Sample], mutants: usize) -> Result<(), String> {
    let judging = checkers::judging(slug);
    let mut program =
        Program::build(&judge::cpp::source(slug)).map_err(|e| format!("does not build: {e}"))?;
    program.timeout = TIMEOUT;
    let texts: Vec<String> = samples
        .iter()
        .map(|s| std::fs::read_to_string(&s.input).unwrap())
        .collect();
    let names: Vec<String> = samples
        .iter()
        .map(|s| {
            format!(
                "testdata/{slug}/{}",
                s.input.file_name().unwrap().to_string_lossy()
            )
        })
        .collect();
    for ((sample, text), name) in samples.iter().zip(&texts).zip(&names) {
        let expected = std::fs::read_to_string(&sample.expected).unwrap();
        judging
            .accepts(text, &expected, &program.answer(text))
            .map_err(|why| format!("on {name}: {why}"))?;
        // Old judge data may end in a DOS end-of-file byte, which the Rust binary answers.
        judging
            .accepts(text, &expected, &program.answer(&format!("{text}\r\n\x1a")))
            .map_err(|why| format!("on {name} and a DOS end-of-file byte: {why}"))?;
    }
    // A truncated input need not be refused as the Rust binary does, but the run must end.
    for (text, name) in texts.iter().zip(&names) {
        let half = (0..=text.len() / 2)
            .rev()
            .find(|&i| text.is_char_boundary(i));
        let answer = program.answer(&text[..half.unwrap_or(0)]);
        if answer.starts_with("error: timed out") {
            return Err(format!("on the first half of {name}: {answer}"));
        }
    }
    let bin = binaries()
        .get(slug)
        .ok_or_else(|| format!("no Rust binary named {slug}"))?;
    let mut rng = Rng::with_seed(0x5eed_c0de);
    let (mut accepted, mut tried) = (0, 0);
    while accepted < mutants && tried < mutants * TRIES_PER_MUTANT {
        tried += 1;
        let i = rng.usize(..texts.len());
        let input = mutate::mutated(&texts[i], &mut rng);
        let on = || format!("on {} mutated to {input:?}", names[i]);
        let rust = run_with_timeout(bin, &[], input.as_bytes(), Some(TIMEOUT));
        if rust.timed_out {
            return Err(format!("the Rust binary timed out {}", on()));
        }
        let cpp = program.answer(&input);
        if rust.success {
            accepted += 1;
            judging
                .agree(&input, &rust.stdout, &cpp)
                .map_err(|why| format!("not the Rust binary's answer {}: {why}", on()))?;
        } else if cpp.starts_with("error: timed out") {
            return Err(format!("{} (the Rust binary refuses it): {cpp}", on()));
        }
    }
    if accepted < mutants {
        return Err(format!(
            "only {accepted} of {tried} mutated samples were valid (the Rust binary refused the rest)"
        ));
    }
    eprintln!(
        "{file}: {} samples, and the Rust binary's answers on {accepted} mutated samples ({tried} \
         tried, the rest refused)",
        samples.len()
    );
    Ok(())
}

/// `samples --help` (and `-h`): the usage and an example on stdout, exit status 0.
#[test]
fn the_samples_binary_answers_help() {
    for flag in ["--help", "-h"] {
        let binary = Path::new(env!("CARGO_BIN_EXE_samples"));
        let text = docs::help_text(binary, &[flag], "samples");
        assert!(text.contains("Usage: samples SLUG"), "{text}");
    }
}

/// The `$ samples ...` console examples of the README and `docs/*.md` (the other programs' are
/// run by their own packages' tests). Only `--help` is shown there, which needs no working
/// directory; running the samples builds release binaries, too slow for an example.
#[test]
fn the_samples_examples_of_the_docs_run() {
    let root = judge::workspace_root();
    docs::run_examples("samples", Path::new(env!("CARGO_BIN_EXE_samples")), &root);
}
