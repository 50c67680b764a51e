// The driver of a rules program: `lab` writes `main.rs` as a `#[path]` module `rules` (the
// user's file), the constants `ABSOLUTE` (its path), `DECLARED` (the file's parameters, or
// none) and `DECLARED_LISTS` (its list parameters, `--param s=2,5`, or none), then this text.
// Messages name the file as the user typed it, which the lab passes in `LAB_RULES_FILE` (so
// one build serves every way of naming the file). It answers one request
// on its command line and prints the result on stdout.
//
// A position P is written in its type's text (`Position::to_text` / `from_text`): `3`, `3,5`
// for tuples and arrays, `[3,1,4]` for a `Vec<u64>`, or the form of a type the file defines.
// Bad text exits with status 2 and one line naming the file, the text and what the type
// expects. The requests that need numbers (`table`, `grid`, `points`, `options`, `loopy
// table`) refuse a type without a numeric view (`Position::ARITY` is `None`) likewise.
//
//   prog [NAME=VALUE ...] table KIND UPTO     values of 0..=UPTO on one line (one number)
//   prog [NAME=VALUE ...] grid KIND A B       line a: values of (a, 0..=B) (two numbers)
//   prog [NAME=VALUE ...] value KIND P ...    the value of the sum of positions P
//   prog [NAME=VALUE ...] points KIND LO HI ...  one LO HI range per number of a position; one
//                                             line per choice of all the numbers but the last
//                                             (in lexicographic order): the values over the last
//   prog [NAME=VALUE ...] moves KIND P ...    one line per move in the sum of positions P: the
//                                             index of the part played, the option it moves
//                                             to (`3`, `1,2`, `[1,2]`, a sum `1+2`, `-`: the
//                                             empty sum) and the value of the whole sum after
//                                             the move
//   prog [NAME=VALUE ...] options UPTO        line n: the options of n (one number), each a
//                                             position `3` or a sum `1+2` (`-`: the empty sum)
//
//   prog [NAME=VALUE ...] loopy value P ...   for a game whose moves may cycle: one line per
//                                             part, `OUTCOME REMOTENESS VALUE` (`W`, `L` or
//                                             `D`; `-` for a draw's remoteness; the loopy
//                                             Grundy value, `3` or `∞{0,2}`)
//   prog [NAME=VALUE ...] loopy moves P ...   the lines of `loopy value`, then one line per
//                                             move: the part, the option and the same three
//                                             words of the sum left (remoteness `-` for a sum
//                                             of several parts)
//   prog [NAME=VALUE ...] loopy table UPTO    line n: the same three words of position n
//
// A data file (`lab --data FILE`) comes as the path in `LAB_DATA_FILE`; its text is
// `Params::data`.
//
// A file whose `moves` takes the player to move (a partizan game) is answered by
// `run_partizan` instead, appended after this text (`partizan_program.rs`, which lists its
// requests); the generated `main` calls one or the other.
//
// KIND is `grundy`, `misere` (1: the player to move wins under misère play), `remoteness` or
// `suspense` (Smith's suspense number, which decides continued conjunctive compounds).
// The output starts with `arity N` (0: a position is not numbers) and `params NAME=VALUE
// ...`. Errors are one line `error: ...` on stderr and exit status 2, 3 when the game has a
// cycle (the lab then asks `loopy`); progress is `@progress DONE TOTAL` lines on stderr.

use shared::game::engine::{Engine, EngineError, Options, Params, Position};
use shared::game::loopy::{Exceeded, Solved, Verdict};
use shared::game::retrograde::Outcome;
use std::cell::{Cell, RefCell};
use std::io::Write;

thread_local! {
    /// The position whose moves are being listed, for the panic message: its numbers (a
    /// position of numbers: no text is made on the fast path) ...
    static EXPANDING: Cell<Option<[u64; 4]>> = const { Cell::new(None) };
    /// ... or its text (a position of another shape).
    static EXPANDING_TEXT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Notes that the moves of `p` are being listed (for the panic message).
fn expanding<P: Position>(p: &P) {
    match p.coordinates() {
        Some(c) => EXPANDING.with(|e| e.set(Some(c))),
        None => EXPANDING_TEXT.with(|e| *e.borrow_mut() = Some(p.to_text())),
    }
}

/// What a position of the file is, for a request that needs numbers: `a position has 2
/// numbers`, or that it is not numbers.
fn shape<P: Position>() -> String {
    match P::ARITY {
        Some(n) => format!("a position has {n} numbers"),
        None => "a position is not numbers (its type reads its own text)".to_string(),
    }
}

/// The file's name in messages: `LAB_RULES_FILE`, else its absolute path.
struct Shown;

static FILE: Shown = Shown;

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match std::env::var("LAB_RULES_FILE") {
            Ok(name) => f.write_str(&name),
            Err(_) => f.write_str(ABSOLUTE),
        }
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(2)
}

fn shown(c: [u64; 4], arity: usize) -> String {
    if arity == 1 {
        c[0].to_string()
    } else {
        let each: Vec<String> = c[..arity].iter().map(u64::to_string).collect();
        format!("({})", each.join(", "))
    }
}

fn engine_fail<P: std::fmt::Debug>(e: EngineError<P>) -> ! {
    if let EngineError::Cycle { .. } = e {
        // Status 3: the lab asks the `loopy` request instead, where it can.
        eprintln!("error: {FILE}: {e}");
        std::process::exit(3)
    }
    fail(&format!("{FILE}: {e}"))
}

/// An option as the requests print it: its parts' texts (`3`, `1,2`, `[3,1]`) joined by `+`,
/// `-` for none.
fn sum_word<P: Position>(option: &[P]) -> String {
    let each: Vec<String> = option.iter().map(Position::to_text).collect();
    if each.is_empty() {
        "-".to_string()
    } else {
        each.join("+")
    }
}

/// `OUTCOME REMOTENESS VALUE` of a loopy position or sum, as the `loopy` requests print it.
fn loopy_words(v: &Verdict) -> String {
    let letter = match v.outcome {
        Outcome::Win => "W",
        Outcome::Lose => "L",
        Outcome::Draw => "D",
    };
    let r = v.remoteness.map_or("-".to_string(), |r| r.to_string());
    format!("{letter} {r} {}", v.value)
}

/// The `loopy` requests (see the header): the states reachable from `starts` explored within
/// `budget`, every component's options listed by `engine`, and solved.
fn loopy_solved<P: Position, F: FnMut(P, &mut Options<P>)>(
    engine: &mut Engine<P, F>,
    starts: &[P],
    budget: usize,
    report: &mut dyn FnMut(u64, u64),
) -> Solved<Vec<P>> {
    let mut options = |p: &P, f: &mut dyn FnMut(&[P])| {
        for option in engine.options(p.clone()) {
            f(&option);
        }
    };
    Solved::of_moves(starts, budget, &mut options, report).unwrap_or_else(|e| budget_fail(e))
}

/// The loopy search's refusal at its budget.
fn budget_fail(e: Exceeded) -> ! {
    fail(&format!(
        "{FILE}: {e} (--positions sets the budget, --memory the memory it is sized from)"
    ))
}

/// A number of the command line, or exit status 2.
fn number(s: &str) -> u64 {
    s.parse()
        .unwrap_or_else(|_| fail(&format!("`{s}` is not a non-negative integer")))
}

/// The positions of the command line, each read by the file's type from its text (`3`, `3,5`,
/// `[3,1,4]`, a form of the file's own), or exit status 2 naming the file, the text and what
/// the type expects.
fn positions<P: Position>(words: &[String]) -> Vec<P> {
    words
        .iter()
        .map(|arg| {
            P::from_text(arg)
                .unwrap_or_else(|e| fail(&format!("{FILE}: bad position `{arg}`: {e}")))
        })
        .collect()
}

/// The position of one number `n` (the caller has checked that a position is one number).
fn heap<P: Position>(n: u64) -> P {
    P::from_coordinates([n, 0, 0, 0]).expect("a position of one number")
}

/// The progress reporter: `@progress DONE TOTAL` on stderr, at most every 100 ms.
fn progress() -> impl FnMut(u64, u64) {
    let mut last = std::time::Instant::now();
    move |done: u64, total: u64| {
        if last.elapsed().as_millis() >= 100 {
            eprintln!("@progress {done} {total}");
            last = std::time::Instant::now();
        }
    }
}

/// What every request starts with: the panic hook (a panic in the file names its line and the
/// position being expanded, of `arity` numbers), and the `--param` values read off the command
/// line; returns them with the rest of the arguments and the budget of positions.
fn start(arity: usize) -> (Params, Vec<String>, usize) {
    std::panic::set_hook(Box::new(move |info| {
        let message = if let Some(s) = info.payload().downcast_ref::<&str>() {
            s.to_string()
        } else if let Some(s) = info.payload().downcast_ref::<String>() {
            s.clone()
        } else {
            "panic".to_string()
        };
        let place = info
            .location()
            .map_or(FILE.to_string(), |l| {
                if l.file() == ABSOLUTE {
                    format!("{FILE}:{}:{}", l.line(), l.column())
                } else {
                    format!("{}:{}:{}", l.file(), l.line(), l.column())
                }
            });
        let text = EXPANDING_TEXT.with(|e| e.borrow().clone());
        let during = match (text, EXPANDING.with(Cell::get)) {
            (Some(t), _) => format!(", while expanding position {t}"),
            (None, Some(c)) => format!(", while expanding position {}", shown(c, arity)),
            (None, None) => String::new(),
        };
        eprintln!("error: {place}: {message}{during}");
        std::process::exit(2)
    }));
    let mut params = Params::new(DECLARED);
    for &(name, values) in DECLARED_LISTS {
        params.set_list(name, values.to_vec());
    }
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    while let Some(pos) = args.iter().position(|a| a.contains('=')) {
        let a = args.remove(pos);
        let (name, value) = a.split_once('=').expect("contains =");
        if DECLARED_LISTS.iter().any(|&(n, _)| n == name) {
            let values: Result<Vec<u64>, _> = value.split(',').map(str::parse::<u64>).collect();
            match values {
                Ok(values) => params.set_list(name, values),
                Err(_) => fail(&format!("--param {a}: `{value}` is not a list of non-negative integers (e.g. 2,5,7)")),
            }
            continue;
        }
        if !DECLARED.iter().any(|&(n, _)| n == name) {
            let mut known: Vec<String> = DECLARED.iter().map(|(n, d)| format!("{n} (default {d})")).collect();
            known.extend(DECLARED_LISTS.iter().map(|(n, d)| format!("{n} (a list, default {})", list_text(d))));
            fail(&if known.is_empty() {
                format!("{FILE} has no parameters (got --param {a}); declare them as `pub const PARAMS: &[(&str, u64)] = &[(\"k\", 3)];` (lists: `pub const LISTS: &[(&str, &[u64])] = &[(\"s\", &[2, 5])];`)")
            } else {
                format!("{FILE} has no parameter `{name}`; its parameters: {}", known.join(", "))
            });
        }
        match value.parse::<u64>() {
            Ok(v) => params.set(name, v),
            Err(_) => fail(&format!("--param {a}: `{value}` is not a non-negative integer")),
        }
    }
    // The lab's `--data FILE`, read by the lab first (which reports a file it cannot read).
    if let Ok(path) = std::env::var("LAB_DATA_FILE") {
        match std::fs::read_to_string(&path) {
            Ok(text) => params.set_data(text),
            Err(e) => fail(&format!("--data {path}: {e}")),
        }
    }
    // The lab's budget of positions (`--positions`, or its memory limit), else the default.
    let budget = std::env::var("LAB_POSITIONS")
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(shared::game::engine::DEFAULT_BUDGET);
    (params, args, budget)
}

/// A list parameter's values as `--param` takes them: `2,5,7`.
fn list_text(values: &[u64]) -> String {
    let values: Vec<String> = values.iter().map(u64::to_string).collect();
    values.join(",")
}

/// The first two lines of every answer: `arity N` (`arity 0`: a position is not numbers) and
/// `params NAME=VALUE ...` (a list as `NAME={2,5}`).
fn heading(params: &Params, arity: usize) -> String {
    let mut described: Vec<String> = params.all().iter().map(|(n, v)| format!("{n}={v}")).collect();
    described.extend(params.lists().iter().map(|(n, v)| format!("{n}={{{}}}", list_text(v))));
    format!("arity {arity}\nparams {}\n", described.join(" "))
}

/// The impartial requests, for a file whose `moves` takes no player.
fn run<P: Position>(moves: fn(P, &Params, &mut Options<P>)) {
    let arity = P::ARITY.unwrap_or(0);
    let (params, args, budget) = start(arity);
    let mut text = heading(&params, arity);
    let game = |p: P, out: &mut Options<P>| {
        expanding(&p);
        moves(p, &params, out);
    };
    let mut engine = Engine::with_budget(game, budget);
    if args.first().map(String::as_str) == Some("info") {
        print!("{text}");
        return;
    }
    let mut report = progress();
    if args.first().map(String::as_str) == Some("options") && args.len() == 2 {
        if P::ARITY != Some(1) {
            fail(&format!("{FILE}: {}; `options` lists heaps of one number", shape::<P>()));
        }
        let upto = number(&args[1]);
        for n in 0..=upto {
            let p = heap::<P>(n);
            let mut out = Options::new();
            expanding(&p);
            moves(p, &params, &mut out);
            let each: Vec<String> = out
                .iter()
                .map(|parts| {
                    if parts.is_empty() {
                        "-".to_string()
                    } else {
                        let heaps: Vec<String> = parts.iter().map(Position::to_text).collect();
                        heaps.join("+")
                    }
                })
                .collect();
            text.push_str(&each.join(" "));
            text.push('\n');
            report(n + 1, upto + 1);
        }
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush());
        return;
    }
    let kind = args.get(1).map(String::as_str).unwrap_or("");
    let value = |engine: &mut Engine<P, _>, parts: &[P]| -> Result<u32, EngineError<P>> {
        match kind {
            "grundy" => engine.sum_grundy(parts),
            "misere" => engine.misere_wins(parts).map(u32::from),
            "suspense" => engine.suspense(parts),
            _ => engine.remoteness(parts),
        }
    };
    let positions = positions::<P>;
    if args.first().map(String::as_str) == Some("loopy") && args.len() >= 3 {
        let reached = |v: Option<Verdict>| v.expect("the positions asked are explored");
        match args[1].as_str() {
            "value" => {
                let parts = positions(&args[2..]);
                let solved = loopy_solved(&mut engine, &parts, budget, &mut report);
                for p in &parts {
                    text.push_str(&loopy_words(&reached(solved.verdict(std::slice::from_ref(p)))));
                    text.push('\n');
                }
            }
            "table" if args.len() == 3 => {
                if P::ARITY != Some(1) {
                    fail(&format!("{FILE}: {}; `table` of one number needs one", shape::<P>()));
                }
                let upto = number(&args[2]);
                if upto >= budget as u64 {
                    // The positions asked alone are more than the budget: refused before they
                    // are listed.
                    budget_fail(Exceeded { limit: budget });
                }
                let starts: Vec<P> = (0..=upto).map(heap::<P>).collect();
                let solved = loopy_solved(&mut engine, &starts, budget, &mut report);
                for p in &starts {
                    text.push_str(&loopy_words(&reached(solved.verdict(std::slice::from_ref(p)))));
                    text.push('\n');
                }
            }
            "moves" => {
                let parts = positions(&args[2..]);
                let listed: Vec<Vec<Vec<P>>> = parts.iter().map(|p| engine.options(p.clone())).collect();
                let starts = Solved::starts_for_moves(&parts, &listed);
                let solved = loopy_solved(&mut engine, &starts, budget, &mut report);
                for p in &parts {
                    text.push_str(&loopy_words(&reached(solved.verdict(std::slice::from_ref(p)))));
                    text.push('\n');
                }
                for (i, option, verdict) in solved.moves_of(&parts, &listed) {
                    text.push_str(&format!("{i} {} {}\n", sum_word(option), loopy_words(&verdict)));
                }
            }
            _ => fail("usage: [NAME=VALUE ...] loopy value P ... | loopy moves P ... | loopy table UPTO"),
        }
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
        return;
    }
    if !["grundy", "misere", "remoteness", "suspense"].contains(&kind) {
        fail(&format!("unknown kind `{kind}` (grundy, misere, remoteness, suspense)"));
    }
    match args.first().map(String::as_str) {
        Some("table") if args.len() == 3 => {
            if P::ARITY != Some(1) {
                fail(&format!("{FILE}: {}; `table` of one number needs one (use a grid)", shape::<P>()));
            }
            let upto = number(&args[2]);
            let mut line = String::new();
            for n in 0..=upto {
                let p = heap::<P>(n);
                let v = value(&mut engine, &[p]).unwrap_or_else(|e| engine_fail(e));
                line.push_str(&v.to_string());
                line.push(' ');
                report(n, upto + 1);
            }
            text.push_str(line.trim_end());
            text.push('\n');
        }
        Some("grid") if args.len() == 4 => {
            if P::ARITY != Some(2) {
                fail(&format!("{FILE}: {}; a grid needs two", shape::<P>()));
            }
            let (width, height) = (number(&args[2]), number(&args[3]));
            for a in 0..=width {
                let mut line = String::new();
                for b in 0..=height {
                    let p = P::from_coordinates([a, b, 0, 0]).expect("a position of two numbers");
                    let v = value(&mut engine, &[p]).unwrap_or_else(|e| engine_fail(e));
                    line.push_str(&v.to_string());
                    line.push(' ');
                }
                text.push_str(line.trim_end());
                text.push('\n');
                report(a, width + 1);
            }
        }
        Some("points") if P::ARITY.is_none() => {
            fail(&format!("{FILE}: {}; `points` takes a range of each number", shape::<P>()));
        }
        Some("points") if args.len() == 2 + 2 * arity => {
            let k = arity;
            let ranges: Vec<(u64, u64)> =
                (0..k).map(|i| (number(&args[2 + 2 * i]), number(&args[3 + 2 * i]))).collect();
            if ranges.iter().any(|&(lo, hi)| lo > hi) {
                fail("a range's low end is above its high end");
            }
            let lines = ranges[..k - 1]
                .iter()
                .try_fold(1u64, |n, &(lo, hi)| n.checked_mul(hi - lo + 1))
                .unwrap_or_else(|| fail("too many positions"));
            let mut c = [0u64; 4];
            for (i, &(lo, _)) in ranges.iter().enumerate() {
                c[i] = lo;
            }
            let mut done = 0;
            'lines: loop {
                let mut line = String::new();
                for last in ranges[k - 1].0..=ranges[k - 1].1 {
                    c[k - 1] = last;
                    let p = P::from_coordinates(c).expect("a position of numbers");
                    let v = value(&mut engine, &[p])
                        .unwrap_or_else(|e| engine_fail(e));
                    line.push_str(&v.to_string());
                    line.push(' ');
                }
                text.push_str(line.trim_end());
                text.push('\n');
                done += 1;
                report(done, lines);
                // The next choice of the numbers before the last, as an odometer.
                let mut i = k - 1;
                while i > 0 {
                    i -= 1;
                    if c[i] < ranges[i].1 {
                        c[i] += 1;
                        for (j, r) in ranges.iter().enumerate().take(k - 1).skip(i + 1) {
                            c[j] = r.0;
                        }
                        continue 'lines;
                    }
                }
                break;
            }
        }
        Some("value") if args.len() >= 3 => {
            let parts = positions(&args[2..]);
            let v = value(&mut engine, &parts).unwrap_or_else(|e| engine_fail(e));
            text.push_str(&format!("{v}\n"));
        }
        Some("moves") if args.len() >= 3 => {
            let parts = positions(&args[2..]);
            for i in 0..parts.len() {
                for option in engine.options(parts[i].clone()) {
                    let mut after: Vec<P> = parts.clone();
                    after.remove(i);
                    after.extend_from_slice(&option);
                    let v = value(&mut engine, &after).unwrap_or_else(|e| engine_fail(e));
                    text.push_str(&format!("{i} {} {v}\n", sum_word(&option)));
                }
            }
        }
        _ => fail("usage: [NAME=VALUE ...] table KIND UPTO | grid KIND A B | value KIND P ... | moves KIND P ... | points KIND LO HI ... | options UPTO | loopy value P ... | loopy moves P ... | loopy table UPTO"),
    }
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}
