//! The problems whose answers are judged by a checker rather than by their tokens (see
//! `study::check`): every `crates/<slug>/src/checker.rs`, found by `build.rs` and compiled in
//! as a module, so a problem's checker is wired here by its file alone.
//!
//! ## Tested
//! The test below finds the registry's slugs among the workspace's crates, each with its
//! `testdata/` samples accepted by its checker; `tests/samples.rs` and the bundle tests judge
//! every run on those samples by it.

use study::check::{Checker, Judging};

include!(concat!(env!("OUT_DIR"), "/checkers.rs"));

/// How the outputs of the problem `slug` are judged: by its checker if it has one, else by
/// their tokens.
pub fn judging(slug: &str) -> Judging {
    Judging::new(
        CHECKERS
            .iter()
            .find(|(name, _)| *name == slug)
            .map(|&(_, check)| check),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{samples_by_problem, workspace_root};

    #[test]
    fn every_checker_is_a_problem_s_and_accepts_its_samples() {
        let problems = samples_by_problem();
        for &(slug, check) in CHECKERS {
            let file = workspace_root()
                .join("crates")
                .join(slug)
                .join("src/checker.rs");
            assert!(file.is_file(), "{slug}: no {}", file.display());
            let Some(samples) = problems.get(slug) else {
                continue; // left out by JUDGE_ONLY
            };
            assert!(!samples.is_empty(), "{slug}: no samples");
            for sample in samples {
                let input = std::fs::read_to_string(&sample.input).unwrap();
                let expected = std::fs::read_to_string(&sample.expected).unwrap();
                let verdict = check(&input, &expected);
                assert_eq!(verdict, Ok(()), "{}", sample.expected.display());
                assert!(matches!(judging(slug), Judging::Checker(_)));
            }
        }
        assert!(matches!(judging("no-such-problem"), Judging::Tokens));
    }
}
