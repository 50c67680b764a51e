//! The three kinds of problem `kit new` writes ([`Kind`]): one right output per input, compared
//! token by token (the default); several right outputs, judged by a checker (`--checker`);
//! and a dialogue with the judge (`--interactive`). [`Kind::placeholders`] gives the
//! templates' holes whose text depends on the kind: the tests, the exhaustive check, the
//! modules, the checker's or the jury's wiring; [`Kind::files`] the templates of each kind.
//!
//! ## Tested
//! `tests/consistency.rs` writes a crate of each kind in a scratch workspace, compiles it,
//! fills in a rule (a strategy and the judge's play for the interactive one), runs its own
//! tests, and plants a wrong checker and a wrong strategy that make them fail; the scaffold's
//! unit tests render every template of every kind.

use crate::codegen::{brute_solve_loop, input_doc, output_doc, solve_loop, Answer};
use study::contract::Layout;
use study::shape::Shape;

/// How a problem's output is judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// One right output per input: its tokens are compared with the expected ones.
    #[default]
    Plain,
    /// Several outputs are right: the checker of `src/checker.rs` judges each (`--checker`).
    Checker,
    /// The program plays against the judge, whose side the interactor of `src/study.rs`
    /// plays (`src/bin/jury.rs` over pipes) (`--interactive`).
    Interactive,
}

/// The templates of the plain and checker kinds.
const LIB: &str = include_str!("../template/src/lib.rs.tmpl");
const STUDY: &str = include_str!("../template/src/study.rs.tmpl");
const CHECKER: &str = include_str!("../template/src/checker.rs.tmpl");
/// The templates of the interactive kind.
const PLAYER: &str = include_str!("../template/interactive/lib.rs.tmpl");
const INTERACTOR: &str = include_str!("../template/interactive/study.rs.tmpl");
const JURY: &str = include_str!("../template/interactive/jury.rs.tmpl");

/// The exhaustive check, `verify`: every small case (`__EVERY__`: each case's text, or each as
/// a whole input), each giving the pair `__VERIFY_PAIR__` of two values that must agree.
const VERIFY: &str = r#"__VERIFY_DOC__
fn verify(_: &ParamValues, weight: usize, progress: &mut dyn Progress) -> Verdict {
    let cases: Vec<String> = Shaped::<JudgeInput>::__EVERY__(weight as u64);
    check_all(
        progress,
        cases,
        |text| text.trim_end().replace('\n', " / "),
        |text| {
__VERIFY_PAIR__
        },
    )
}
"#;

/// The pair of the checker and interactive kinds: `solve` and `brute_solve` on the whole
/// input `text`, each judged `Ok(())` or not by `__OUTCOME__` (with `solve` the program).
const BOTH_RIGHT: &str = "            let outcome = |solve: ::study::contract::SolveFn| {
__OUTCOME__
            };
            (
                (outcome(crate::solve), outcome(crate::brute_solve)),
                (Ok(()), Ok(())),
            )";

/// The checker kind's test of the checker itself.
const CHECKER_TEST: &str = r#"
    /// The checker takes each sample's answer and refuses it emptied or with a token more;
    /// the problem's own wrong answers (a losing move, a move the rules forbid) belong here
    /// too.
    #[test]
    fn the_checker_accepts_each_sample_and_refuses_it_emptied_or_lengthened() {
        let dir = env!("CARGO_MANIFEST_DIR");
        for (path, input, output) in ::study::contract::samples(dir) {
            let name = path.display();
            assert_eq!(checker(&input, &output), Ok(()), "{name}");
            assert!(checker(&input, "").is_err(), "{name}: no answer is accepted");
            let longer = format!("{output}\n0\n");
            assert!(checker(&input, &longer).is_err(), "{name}: a token more is accepted");
        }
    }
"#;

impl Kind {
    /// The `kit new` option that selects it, if any.
    pub fn option(self) -> Option<&'static str> {
        match self {
            Kind::Plain => None,
            Kind::Checker => Some("--checker"),
            Kind::Interactive => Some("--interactive"),
        }
    }

    /// Whether a problem of this kind can have `shape`, `answer` given or not, and a C++
    /// program: an interactive problem's first lines are a count and the games, or one game;
    /// its lines are a dialogue, not an `--answer`; and the kit writes no C++ player.
    ///
    /// # Errors
    /// What does not fit, naming the option.
    pub fn allows(self, shape: &Shape, answer_given: bool, cpp: bool) -> Result<(), String> {
        if self != Kind::Interactive {
            return Ok(());
        }
        if !matches!(shape.layout, Layout::Cases | Layout::Single) {
            return Err(format!(
                "--interactive takes --layout cases or single (the judge sends a count and \
                 then each game's first lines, or one game's), not {}",
                shape.layout.name()
            ));
        }
        if answer_given {
            return Err(
                "--interactive takes no --answer: the program's lines are its side of the \
                 dialogue, written in `play`"
                    .into(),
            );
        }
        if cpp {
            return Err("--interactive takes no --cpp: the kit writes no C++ player".into());
        }
        Ok(())
    }

    /// The crate's templates of this kind, by the file they write (under `crates/SLUG/`);
    /// the manifest and the statement are common to every kind.
    pub fn files(self) -> Vec<(&'static str, &'static str)> {
        match self {
            Kind::Plain => vec![("src/lib.rs", LIB), ("src/study.rs", STUDY)],
            Kind::Checker => vec![
                ("src/lib.rs", LIB),
                ("src/study.rs", STUDY),
                ("src/checker.rs", CHECKER),
            ],
            Kind::Interactive => vec![
                ("src/lib.rs", PLAYER),
                ("src/study.rs", INTERACTOR),
                ("src/bin/jury.rs", JURY),
            ],
        }
    }

    /// The holes whose text depends on the kind, for `shape` and `answer`: they come before
    /// [`crate::codegen::placeholders`]'s (whose holes they may hold) and take the place of
    /// any of the same name.
    pub fn placeholders(self, shape: &Shape, answer: &Answer) -> Vec<(&'static str, String)> {
        let common = |modules: &str, use_game: String| {
            vec![
                ("__MODULES__", modules.to_string()),
                ("__USE_GAME__", use_game),
            ]
        };
        match self {
            Kind::Plain => {
                let mut names = [answer.fast(), answer.brute(), "read_case"];
                names.sort_unstable();
                let mut values = common(
                    "pub mod study;",
                    format!(
                        "use crate::{{{}}};\nuse shared::input::Input;",
                        names.join(", ")
                    ),
                );
                values.extend([
                    (
                        "__TESTED__",
                        "//! Against [`__BRUTE__`], written from the rules alone, on every case \
                         whose numbers and lists\n//! exceed their least values by at most 6 \
                         in all (the [`study`] descriptor's check, which `lab\n//! verify` runs \
                         too); random judge inputs through [`solve`] and [`brute_solve`] (its \
                         own input\n//! loop); samples and bad inputs through [`solve`] in \
                         memory."
                            .into(),
                    ),
                    (
                        "__CONTRACT_USE__",
                        "    use ::study::contract::{assert_contract_for, Layout};".into(),
                    ),
                    (
                        "__VERIFY_TEST__",
                        "fast_equals_brute_force_on_every_small_case".into(),
                    ),
                    (
                        "__CONTRACT_CALL__",
                        "        assert_contract_for(Layout::__LAYOUT__, solve, dir, &[]);".into(),
                    ),
                    ("__CHECKER_TEST__", String::new()),
                    ("__CHECKER_FN__", String::new()),
                    ("__VERIFY__", VERIFY.into()),
                    (
                        "__VERIFY_DOC__",
                        "/// Every case within `weight`, read by the crate's own reader.".into(),
                    ),
                    ("__EVERY__", "every_case".into()),
                    (
                        "__VERIFY_PAIR__",
                        "            let mut input = \
                         Input::from_bytes(text.clone().into_bytes()).expect(\"UTF-8\");\n            \
                         let case = __UNWRAP_CASE__;\n            (__FAST__(&case), __BRUTE__(&case))"
                            .into(),
                    ),
                    ("__JURY_BIN__", String::new()),
                ]);
                values
            }
            Kind::Checker => {
                let mut values = common(
                    "pub mod checker;\npub mod study;\n\npub use checker::checker;",
                    "use ::study::check::Checker;\nuse shared::input::run_str;".into(),
                );
                values.extend([
                    (
                        "__TESTED__",
                        "//! By the [`checker`] (written from the rules alone): the answers of \
                         [`solve`] and of\n//! [`brute_solve`] (its own input loop and \
                         [`__BRUTE__`], from the rules alone) on every case whose\n//! numbers \
                         and lists exceed their least values by at most 6 in all (the \
                         [`study`]\n//! descriptor's check, which `lab verify` runs too) and on \
                         random judge inputs; the samples\n//! (each `.out` one right answer) \
                         and bad inputs through [`solve`] in memory; the checker\n//! takes \
                         each sample's `.out` and refuses it emptied or with a token more."
                            .into(),
                    ),
                    (
                        "__CONTRACT_USE__",
                        "    use ::study::check::Judging;\n    use \
                         ::study::contract::{assert_contract_judged, Layout};"
                            .into(),
                    ),
                    (
                        "__VERIFY_TEST__",
                        "the_checker_takes_fast_and_brute_force_on_every_small_case".into(),
                    ),
                    (
                        "__CONTRACT_CALL__",
                        "        let judging = Judging::Checker(checker);\n        \
                         assert_contract_judged(Layout::__LAYOUT__, solve, judging, dir, &[]);"
                            .into(),
                    ),
                    ("__CHECKER_TEST__", CHECKER_TEST.into()),
                    (
                        "__CHECKER_FN__",
                        "\n    fn checker() -> Option<Checker> {\n        \
                         Some(crate::checker)\n    }\n"
                            .into(),
                    ),
                    ("__VERIFY__", VERIFY.into()),
                    (
                        "__VERIFY_DOC__",
                        "/// Every case within `weight`, as a whole judge input: the outputs of \
                         `solve` and\n/// `brute_solve` (the fast rule and the brute force) are \
                         both right by the checker. A\n/// disagreement shows the two verdicts \
                         as \"fast\" and `(Ok(()), Ok(()))` as \"brute\"."
                            .into(),
                    ),
                    ("__EVERY__", "every_input".into()),
                    ("__VERIFY_PAIR__", BOTH_RIGHT.into()),
                    (
                        "__OUTCOME__",
                        "                let output = run_str(solve, text).map_err(|e| \
                         format!(\"refused: {e}\"))?;\n                crate::checker(text, &output)"
                            .into(),
                    ),
                    ("__JURY_BIN__", String::new()),
                    (
                        "__OUTPUT_DOC__",
                        format!(
                            "{} Several outputs are right: the judge runs a checker, \
                             [`src/checker.rs`](src/checker.rs), which reads the input and the \
                             output and says whether the output is right, or why not (TODO: \
                             what it accepts). A sample's `.out` is one right answer; the \
                             tests, the stress runs and `just samples` judge by the checker.",
                            output_doc(answer)
                        ),
                    ),
                ]);
                values
            }
            Kind::Interactive => {
                let mut values = common("pub mod study;", String::new());
                let send_count = match shape.layout {
                    Layout::Cases => "    program.send(&cases.len().to_string())?;",
                    _ => "",
                };
                values.extend([
                    (
                        "__JURY_BIN__",
                        "\n[[bin]]\n# The judge's side over pipes \
                      (`study::interact::jury_main`): what `just samples` and the\n# judge \
                      crate's tests play the binary against. Never submitted.\nname = \
                      \"__SLUG__-jury\"\npath = \"src/bin/jury.rs\"\ntest = false"
                            .into(),
                    ),
                    ("__SOLVE__", solve_loop(shape, "play(&case, input, out)?;")),
                    (
                        "__BRUTE_SOLVE__",
                        brute_solve_loop(shape, "brute_play(&case, input, out)?;"),
                    ),
                    ("__SEND_COUNT__", send_count.into()),
                    ("__VERIFY__", VERIFY.into()),
                    (
                        "__VERIFY_DOC__",
                        "/// Every test of one case within `weight`: `solve` and `brute_solve` \
                         each win it against the\n/// interactor (a disagreement shows the two \
                         verdicts as \"fast\")."
                            .into(),
                    ),
                    ("__EVERY__", "every_input".into()),
                    ("__VERIFY_PAIR__", BOTH_RIGHT.into()),
                    (
                        "__OUTCOME__",
                        "                let run = play_solve(solve, interactor, text, \
                         seed_of(text), LIMIT);\n                run.verdict.as_ref().map(|_| \
                         ()).map_err(|_| run.report())"
                            .into(),
                    ),
                    (
                        "__INPUT_DOC__",
                        format!("The judge's first lines: {}", input_doc(shape)),
                    ),
                    (
                        "__OUTPUT_DOC__",
                        "A dialogue: the program answers the judge's lines, flushing each of \
                         its own (TODO: the protocol: what each side prints, how a game ends, \
                         what the judge says to a wrong move). A sample's `.in` is the judge's \
                         test file; its `.out` holds what the jury (`src/bin/jury.rs`) says of \
                         a won run (TODO: what it lists)."
                            .into(),
                    ),
                ]);
                values
            }
        }
    }
}
