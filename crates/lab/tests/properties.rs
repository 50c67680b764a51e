//! Property tests: random input where the lab and the problems meet the outside world, so that
//! the next defect of the kind an outside check found (a wrapped-around proof window, a silent
//! overflow, a panic) shows up here first. Each property runs on a thread of its own with a
//! time budget: no panic, no hang past the budget.
//!
//! - Every problem's `solve` (each registered game that has one, so problems added later are
//!   in), in memory, on random bytes, random token streams and its samples with a token
//!   replaced, cut short or doubled: an answer, or one non-empty `error:` line.
//! - The lab's definitions: random `take:` expressions (and formulas for `verify --rule`) and
//!   random game texts, tabulated small: a table or an error, never a panic.
//! - Random codes and subtraction sets, some with elements far past the table (up to
//!   `u64::MAX`): a "proven" period only with the Guy–Smith window inside the table,
//!   recomputed here from the formula, and true on a table four times longer.
//!
//! The default run takes a few seconds, with half the cases for the two costliest properties
//! (their twins in `mod full`, which CI runs, take all of them on other seeds); the
//! `#[ignore]`d `..._at_length` variants run twenty times the cases
//! (`cargo test --release -p lab -- --ignored properties`).

use lab::commands;
use lab::define::Target;
use lab::expr::{Formula, TakeRule};
use lab::period::Finding;
use lab::registry;
use lab::rulegen::Form;
use lab::table::Values;
use lab::verify::Silent;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use shared::game::{OctalGame, SubtractionGame};
use shared::input::run_bytes;
use std::path::Path;
use std::sync::{mpsc, OnceLock};
use std::time::Duration;

/// How long one case may take before it counts as a hang (generous: the machine is shared).
const BUDGET: Duration = Duration::from_secs(20);

/// Cases per property; the two costliest take [`QUICK`] in the default run and these in the
/// full one (with other seeds), and the slow variants run [`MANY`] times as many.
const CASES: u32 = 64;
const QUICK: u32 = CASES / 2;
const MANY: u32 = 20;

/// Runs `property` on `cases` random inputs from `strategy` with a fixed seed, each on a
/// thread of its own within [`BUDGET`]; panics with the shrunk failing input.
fn check<S>(
    name: &str,
    cases: u32,
    seed: u8,
    strategy: S,
    property: fn(S::Value) -> Result<(), String>,
) where
    S: Strategy,
    S::Value: Send + 'static,
{
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2000,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let result = runner.run(&strategy, |value| {
        let (send, receive) = mpsc::channel();
        std::thread::spawn(move || {
            // A panic drops `send` without sending: reported as one below.
            let _ = send.send(property(value));
        });
        match receive.recv_timeout(BUDGET) {
            Ok(Ok(())) => Ok(()),
            Ok(Err(why)) => Err(TestCaseError::fail(why)),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                Err(TestCaseError::fail(format!("no answer within {BUDGET:?}")))
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(TestCaseError::fail(
                "panicked (see the panic message above)",
            )),
        }
    });
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Every problem's solve.

/// A problem's slug, its `solve` and its samples' inputs.
type Problem = (&'static str, study::contract::SolveFn, Vec<String>);

/// The problems whose `solve` the lab knows, with their samples (read once).
fn problems() -> &'static [Problem] {
    static PROBLEMS: OnceLock<Vec<Problem>> = OnceLock::new();
    PROBLEMS.get_or_init(|| {
        let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        registry::all()
            .into_iter()
            .filter_map(|g| {
                let solve = g.solve?;
                let dir = crates.join(g.slug);
                let samples = study::contract::samples(dir.to_str().unwrap())
                    .into_iter()
                    .map(|(_, input, _)| input)
                    .collect();
                Some((g.slug, solve, samples))
            })
            .collect()
    })
}

/// `solve` on `input`: an answer, or one non-empty line of error (what `main` prints after
/// `error: `).
fn answers_or_refuses(
    slug: &str,
    solve: study::contract::SolveFn,
    input: &[u8],
) -> Result<(), String> {
    match run_bytes(solve, input) {
        Ok(_) => Ok(()),
        Err(e) if e.message().trim().is_empty() || e.message().contains('\n') => Err(format!(
            "{slug}: the error is not one line: {:?} (input {:?})",
            e.message(),
            String::from_utf8_lossy(input)
        )),
        Err(_) => Ok(()),
    }
}

/// A token a judge's input might hold, or nearly: numbers small, at the limits and past
/// them, negative, huge, and words.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0u64..=20).prop_map(|v| v.to_string()),
        2 => prop::sample::select(vec![
            "0", "1", "100000", "1000000000", "1000000007", "1000000000000000000",
            "18446744073709551615", "18446744073709551616", "9223372036854775807",
            "99999999999999999999999999", "-1", "-0", "+5", "007",
        ])
        .prop_map(String::from),
        2 => any::<u64>().prop_map(|v| v.to_string()),
        1 => any::<i64>().prop_map(|v| v.to_string()),
        1 => "[a-z]{1,3}|[0-9]{21,30}|[0-9]+\\.[0-9]+|\u{feff}|[^ \n]{1,4}",
    ]
}

/// Tokens with the separators a judge's file may have.
fn token_stream() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (
            token(),
            prop::sample::select(vec![" ", "\n", "\r\n", "\t", "  "]),
        ),
        0..16,
    )
    .prop_map(|parts| parts.into_iter().map(|(t, sep)| t + sep).collect())
}

/// What to do to a sample: replace a token, cut it after a token, or repeat it.
#[derive(Debug, Clone)]
enum Mutation {
    Replace(usize, String),
    Cut(usize),
    Twice,
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<usize>(), token()).prop_map(|(i, t)| Mutation::Replace(i, t)),
        1 => any::<usize>().prop_map(Mutation::Cut),
        1 => Just(Mutation::Twice),
    ]
}

fn mutate(sample: &str, how: &Mutation) -> String {
    let tokens: Vec<&str> = sample.split_whitespace().collect();
    if tokens.is_empty() {
        return String::new();
    }
    match how {
        Mutation::Replace(i, t) => {
            let mut tokens: Vec<String> = tokens.iter().map(|s| s.to_string()).collect();
            let i = i % tokens.len();
            tokens[i] = t.clone();
            tokens.join(" ")
        }
        Mutation::Cut(i) => tokens[..i % tokens.len()].join(" "),
        Mutation::Twice => format!("{sample}\n{sample}"),
    }
}

/// One problem's solve on random bytes, random token streams and mutated samples.
fn solve_property(cases: u32, seed: u8) {
    let all = problems();
    assert!(all.len() >= 13, "the registry lists {} problems", all.len());
    let count = all.len();
    let pick = 0..count;
    let input = prop_oneof![
        prop::collection::vec(any::<u8>(), 0..64).prop_map(|b| (b, None)),
        token_stream().prop_map(|t| (t.into_bytes(), None)),
        (any::<usize>(), mutation()).prop_map(|(s, m)| (Vec::new(), Some((s, m)))),
    ];
    check(
        "solve",
        cases * count as u32,
        seed,
        (pick, input),
        |(which, (bytes, mutation))| {
            let (slug, solve, samples) = &problems()[which];
            let bytes = match mutation {
                Some((s, m)) => mutate(&samples[s % samples.len()], &m).into_bytes(),
                None => bytes,
            };
            answers_or_refuses(slug, *solve, &bytes)
        },
    );
}

#[test]
fn every_problem_answers_or_refuses_random_input() {
    solve_property(QUICK, 1);
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    use super::*;

    #[test]
    #[ignore = "full: twice the cases, other seeds"]
    fn every_problem_answers_or_refuses_random_input() {
        solve_property(CASES, 21);
    }

    #[test]
    #[ignore = "full: twice the cases, other seeds"]
    fn random_expressions_tabulate_or_fail_cleanly() {
        random_expressions(CASES, 23);
    }
}

#[test]
#[ignore = "slow: twenty times the cases"]
fn every_problem_answers_or_refuses_random_input_at_length() {
    solve_property(CASES * MANY, 2);
}

// ---------------------------------------------------------------------------------------------
// The lab's expressions and definitions.

/// A random expression of the lab's language (depth at most `depth`) in the variables `vars`.
fn expression(depth: u32, vars: &'static [&'static str]) -> BoxedStrategy<String> {
    let leaf = prop_oneof![
        3 => prop::sample::select(vars).prop_map(String::from),
        3 => (0i64..=70).prop_map(|v| v.to_string()),
        1 => prop::sample::select(vec![
            "9223372036854775807", "4611686018427387904", "1000000007", "64", "63", "-1",
            "true", "false",
        ])
        .prop_map(String::from),
    ];
    leaf.prop_recursive(depth, 48, 3, |inner| {
        let op = prop::sample::select(vec![
            "+", "-", "*", "/", "%", "**", "<<", ">>", "&", "|", "^", "==", "!=", "<", "<=", ">",
            ">=", "&&", "||",
        ]);
        let one = prop::sample::select(vec![
            "is_prime",
            "is_prime_power",
            "is_square",
            "max_digit",
            "min_digit",
            "min_nonzero_digit",
            "digit_sum",
            "digit_count",
            "abs",
            "-",
            "!",
        ]);
        let two = prop::sample::select(vec!["gcd", "min", "max", "is_power_of"]);
        prop_oneof![
            (inner.clone(), op, inner.clone()).prop_map(|(a, o, b)| format!("({a} {o} {b})")),
            (one, inner.clone()).prop_map(|(f, a)| format!("{f}({a})")),
            (two, inner.clone(), inner.clone()).prop_map(|(f, a, b)| format!("{f}({a}, {b})")),
            (inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(c, a, b)| format!("if {c} {{ {a} }} else {{ {b} }}")),
            (inner.clone(), prop::collection::vec(inner.clone(), 0..4))
                .prop_map(|(x, l)| format!("{x} in [{}]", l.join(", "))),
            (inner.clone(), inner.clone(), inner).prop_map(|(x, a, b)| format!("{x} in {a}..={b}")),
        ]
    })
    .boxed()
}

/// Text that is mostly not an expression: the language's characters in any order.
fn garbage() -> impl Strategy<Value = String> {
    "[ nt0-9a-z()\\[\\]{}+*/%<>=!&|^,.:;\"'-]{0,40}"
}

/// A `take:` rule: parsed, tabulated to a small `upto` (win/lose and Grundy), printed as a
/// rule when it has a period; an error is a `LabError`, never a panic. A finding from a rule
/// is never proven.
fn take_rule(text: String) -> Result<(), String> {
    let Ok(_) = TakeRule::parse(&text) else {
        return Ok(());
    };
    let game = format!("take:{text}");
    for grundy in [false, true] {
        let Ok(mut target) = Target::parse(&game, &[]) else {
            return Err(format!("{game}: parses as a rule but not as a game"));
        };
        if let Ok(tabled) = target.tabulate(24, grundy, &mut Silent) {
            if tabled.finding.is_proven() {
                return Err(format!("{game}: a take: rule proven: {:?}", tabled.finding));
            }
            let _ = commands::rule(
                &game,
                &[],
                Some(24),
                grundy,
                false,
                Form::Packed,
                &mut Silent,
            );
        }
    }
    Ok(())
}

/// A formula of `verify --rule`, evaluated at small and large `n`, and checked against Kayles.
fn formula(text: String) -> Result<(), String> {
    if let Ok(mut f) = Formula::parse(&text) {
        for n in [0, 1, 2, 7, 1 << 40, (1 << 63) - 1, 1 << 63, u64::MAX] {
            let _ = f.at(n);
        }
        let _ = commands::verify_rule("0.77", &[], &text, Some(40), &mut Silent);
    }
    Ok(())
}

#[test]
fn random_expressions_tabulate_or_fail_cleanly() {
    random_expressions(QUICK, 3);
}

/// `take:` rules, garbage and formulas, `cases` of each, from seeds `seed ..= seed + 2`.
fn random_expressions(cases: u32, seed: u8) {
    check("take", cases, seed, expression(4, &["n", "t"]), take_rule);
    check("take (garbage)", cases, seed + 1, garbage(), take_rule);
    check("formula", cases, seed + 2, expression(4, &["n"]), formula);
}

#[test]
#[ignore = "slow: twenty times the cases"]
fn random_expressions_tabulate_or_fail_cleanly_at_length() {
    check(
        "take",
        CASES * MANY,
        6,
        expression(6, &["n", "t"]),
        take_rule,
    );
    check("take (garbage)", CASES * MANY, 7, garbage(), take_rule);
    check("formula", CASES * MANY, 8, expression(6, &["n"]), formula);
}

/// Any text as a GAME argument: a game with a small table, or an error.
fn game_text(text: String) -> Result<(), String> {
    if let Ok(mut target) = Target::parse(&text, &[]) {
        // Registered games are tested on their own; definitions here, small.
        if matches!(target, Target::Defined { .. }) {
            let _ = target.tabulate(30, true, &mut Silent);
        }
    }
    Ok(())
}

fn game_texts() -> impl Strategy<Value = String> {
    prop_oneof![
        "(sub|allbut|take|x)?:?[0-9, ]{0,12}",
        "[0-9A-Fa-f]?\\.[0-9A-Fa-f]{0,8}",
        "[0-9A-Fa-f.:,a-z ]{0,12}",
    ]
}

#[test]
fn random_game_texts_parse_or_fail_cleanly() {
    check("game text", CASES * 4, 9, game_texts(), game_text);
}

// ---------------------------------------------------------------------------------------------
// Proofs: a "proven" period only with a window that was really checked.

/// The Guy–Smith window's last position, from the formula (in `u128`, so nothing wraps):
/// `j e + (j - 1) p + t + p - 1`, with `e + p + t + p - 1` without splitting.
fn window_end(start: usize, length: usize, t: usize, heaps: usize) -> u128 {
    let (e, p, t, j) = (
        start as u128,
        length as u128,
        t as u128,
        heaps.max(1) as u128,
    );
    let w = if j == 1 {
        e + p + t
    } else {
        j * e + (j - 1) * p + t
    };
    w + p - 1
}

/// What a finding claims, against the table it came from and a table four times as long
/// (`longer`, the game's true values): proven only when the window fits in the table, and
/// then periodic over the whole longer table.
fn proof_is_checked(
    what: &str,
    finding: &Finding,
    table_len: usize,
    t: usize,
    heaps: usize,
    grundy: bool,
    longer: &[u32],
) -> Result<(), String> {
    let Finding::Proven {
        start,
        length,
        proven_by,
    } = *finding
    else {
        return Ok(());
    };
    if proven_by >= table_len {
        return Err(format!(
            "{what}: proven by n = {proven_by}, past the table of {table_len}"
        ));
    }
    // The Grundy proof's window; a win/lose period is derived from it, so its proof reads at
    // least as far as the window of its own (shorter or equal) period from its start.
    if grundy && (proven_by as u128) < window_end(start, length, t, heaps) {
        return Err(format!(
            "{what}: proven by n = {proven_by}, but the window of period {length} from {start} \
             ends at {}",
            window_end(start, length, t, heaps)
        ));
    }
    let value = |n: usize| {
        if grundy {
            longer[n]
        } else {
            u32::from(longer[n] != 0)
        }
    };
    if let Some(n) = (start..longer.len() - length).find(|&n| value(n) != value(n + length)) {
        return Err(format!(
            "{what}: \"proven\" period {length} from {start} fails at n = {n} of {}",
            longer.len()
        ));
    }
    Ok(())
}

/// A random code with digits up to `len` after the point, three-heap digits rarer, and
/// sometimes one far digit (a code taking up to 3000 tokens, far past the table).
fn code() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec![0u8, 0, 4, 8, 12]),
        prop::collection::vec(prop_oneof![6 => 0u8..8, 1 => 0u8..16], 0..6),
        prop::option::weighted(0.2, (100usize..3000, 1u8..16)),
    )
        .prop_map(|(d0, mut digits, far)| {
            if let Some((k, d)) = far {
                digits.resize(k, 0);
                digits.push(d);
            }
            let tail: String = digits.iter().map(|d| format!("{d:X}")).collect();
            format!("{d0:X}.{tail}")
        })
}

fn code_property((code, upto): (String, usize)) -> Result<(), String> {
    let game = OctalGame::parse(&code).map_err(|e| e.to_string())?;
    // Three-heap codes cost more: a shorter table.
    let upto = if game.max_heaps_left() == 3 {
        upto / 3
    } else {
        upto
    };
    let longer: Vec<u32> = match game.grundy_values_compact(4 * upto + 4, &mut |_| {}) {
        Ok(g) => (0..g.len()).map(|n| g.get(n)).collect(),
        Err(e) => return Err(format!("{code}: {e}")),
    };
    for grundy in [true, false] {
        let mut target = Target::parse(&code, &[]).map_err(|e| e.to_string())?;
        let tabled = target
            .tabulate(upto, grundy, &mut Silent)
            .map_err(|e| e.to_string())?;
        let what = format!(
            "{code} to {upto} ({})",
            if grundy { "Grundy" } else { "win/lose" }
        );
        let table: Vec<u32> = (0..tabled.values.len())
            .map(|n| tabled.values.get(n))
            .collect();
        let truth: Vec<u32> = longer[..=upto]
            .iter()
            .map(|&v| if grundy { v } else { u32::from(v != 0) })
            .collect();
        if table != truth {
            return Err(format!("{what}: the lab's table differs from the engine's"));
        }
        proof_is_checked(
            &what,
            &tabled.finding,
            tabled.values.len(),
            game.max_removal(),
            game.max_heaps_left(),
            grundy,
            &longer,
        )?;
        let source = commands::rule(
            &code,
            &[],
            Some(upto),
            grundy,
            false,
            Form::Plain,
            &mut Silent,
        );
        if let Ok(rule) = source {
            if rule.source.contains("PROVEN") != tabled.finding.is_proven() {
                return Err(format!(
                    "{what}: the rule's comment and the finding disagree"
                ));
            }
        }
    }
    Ok(())
}

/// A subtraction set, some of whose elements may be anywhere up to `u64::MAX`.
fn set() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(
        prop_oneof![
            6 => 1u64..12,
            1 => 12u64..200,
            1 => prop::sample::select(vec![u64::MAX, u64::MAX - 1, 1 << 63, 1 << 32]),
            1 => 1u64..=u64::MAX,
        ],
        1..5,
    )
}

fn set_property((set, all_but, upto): (Vec<u64>, bool, usize)) -> Result<(), String> {
    let list: Vec<String> = set.iter().map(u64::to_string).collect();
    let text = format!(
        "{}:{}",
        if all_but { "allbut" } else { "sub" },
        list.join(",")
    );
    let elements: Vec<usize> = set.iter().map(|&s| s as usize).collect();
    let game = if all_but {
        SubtractionGame::all_but(&elements)
    } else {
        SubtractionGame::finite(&elements)
    };
    let longer = game.grundy_values(4 * upto + 4);
    let t = *elements.iter().max().unwrap();
    for grundy in [true, false] {
        let mut target = Target::parse(&text, &[]).map_err(|e| e.to_string())?;
        let tabled = target
            .tabulate(upto, grundy, &mut Silent)
            .map_err(|e| e.to_string())?;
        let what = format!(
            "{text} to {upto} ({})",
            if grundy { "Grundy" } else { "win/lose" }
        );
        if tabled.finding.is_proven() && (all_but || t >= tabled.values.len()) {
            return Err(format!(
                "{what}: proven, though {t} is past the table: {:?}",
                tabled.finding
            ));
        }
        proof_is_checked(
            &what,
            &tabled.finding,
            tabled.values.len(),
            t,
            1,
            grundy,
            &longer,
        )?;
        let table: Values = tabled.values;
        for (n, &v) in longer[..=upto].iter().enumerate() {
            let want = if grundy { v } else { u32::from(v != 0) };
            if table.get(n) != want {
                return Err(format!("{what}: the lab's table differs at n = {n}"));
            }
        }
    }
    Ok(())
}

#[test]
fn proven_periods_come_only_with_a_checked_window() {
    check("codes", CASES, 10, (code(), 20usize..200), code_property);
    check(
        "sets",
        CASES * 2,
        11,
        (set(), any::<bool>(), 2usize..300),
        set_property,
    );
}

#[test]
#[ignore = "slow: twenty times the cases"]
fn proven_periods_come_only_with_a_checked_window_at_length() {
    check(
        "codes",
        CASES * MANY,
        12,
        (code(), 20usize..600),
        code_property,
    );
    check(
        "sets",
        CASES * MANY,
        13,
        (set(), any::<bool>(), 2usize..2000),
        set_property,
    );
}
