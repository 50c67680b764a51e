//! Runs every problem binary on every `testdata/<slug>/*.in` and compares with the `.out`; and
//! checks that malformed input makes every solution fail loudly instead of answering.
//!
//! `JUDGE_ONLY=slug1,slug2 cargo test -p judge` limits the run to those problems.

use judge::{build_release_binaries, check_samples, run, samples_by_problem};

#[test]
fn every_solution_passes_its_samples_and_rejects_bad_input() {
    let bins = build_release_binaries();
    let problems = samples_by_problem();
    assert!(!problems.is_empty(), "no testdata folders found");
    let mut failures = Vec::new();
    let mut ran = 0;
    for (slug, samples) in &problems {
        let Some(bin) = bins.get(slug) else {
            failures.push(format!("testdata/{slug} has no binary named {slug}"));
            continue;
        };
        if samples.is_empty() {
            failures.push(format!("testdata/{slug} has no sample pairs"));
        }
        ran += samples.len();
        failures.extend(check_samples(bin, &[], samples));

        // Bad input: no answer may be printed, and the exit status must say so.
        let first = std::fs::read_to_string(&samples[0].input).unwrap();
        let tokens: Vec<&str> = first.split_whitespace().collect();
        let truncated = tokens[..tokens.len() - 1].join(" ");
        let bad_inputs = [
            ("empty input", String::new()),
            ("a word for a number", "x\n".into()),
            ("sample-1 without its last token", truncated),
        ];
        for (what, input) in bad_inputs {
            let r = run(bin, &[], input.as_bytes());
            if r.success || !r.stdout.trim().is_empty() || r.stderr.trim().is_empty() {
                failures.push(format!(
                    "{slug} given {what}: expected a non-zero exit, a message on stderr and nothing on stdout; got success={} stdout={:?} stderr={:?}",
                    r.success, r.stdout, r.stderr
                ));
            }
        }
    }
    eprintln!("{} problems, {ran} sample pairs", problems.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
