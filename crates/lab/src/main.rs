//! `lab`: the command line of the game lab (see the library's documentation).
//!
//! Exit status: 0 on success, 1 when `verify` finds a disagreement, 2 on bad input (unknown
//! game, bad parameter, out-of-range option), with the reason on stderr and nothing on stdout.

use clap::{value_parser, Arg, ArgAction, ArgMatches, Command};
use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};
use lab::commands;
use lab::eta::Eta;
use lab::rulegen::Form;
use lab::table::Layout;
use lab::verify::Progress;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The GAME argument, for `lab --help`.
const GAME_HELP: &str = "\
GAME is a registered game's slug (see `lab list`; a unique prefix will do), or a one-heap game
given by its rules:
  0.77, .137, 4.007, 0.F  a take-and-break code: digit d_k says what may be left after taking k
                          tokens (bit 1: nothing, 2: one heap, 4: two heaps, 8: three heaps);
                          digits 0-9 and A-F
  sub:1,2,5               subtraction game: take 1, 2 or 5 tokens
  allbut:1,2              all-but subtraction game: take any number of tokens but 1 or 2
  take:EXPR               from n tokens take t (1 <= t <= n) when EXPR is true, e.g.
                          'take:is_prime(t)'   'take:is_prime_power(t)'   'take:is_power_of(t, 4)'
                          take:'t == max_digit(n) || t == min_nonzero_digit(n)'
                          take:'t in [1, 2, 5]'   take:'t <= 3'   take:'2 * t <= n'
EXPR (in take:EXPR, with n and t, and in `verify --rule`, with n) is an integer expression:
  + - * / % ** (64-bit, overflow is an error), == != < <= > >=, && || !, & | ^ << >>,
  x in [1, 2, 5], x in 1..=3, if c { a } else { b }, abs, min, max, and
  is_prime(x), is_prime_power(x) (p^k, k >= 0: 1 counts), is_power_of(x, b) (b^k, k >= 0),
  is_square(x), max_digit(x), min_digit(x), min_nonzero_digit(x), digit_sum(x),
  digit_count(x), gcd(a, b)
Periods: `table` ends with `period L from S (proven by n = X)` when the Guy-Smith criterion
proves it (codes, finite sets), else `conjectured: period L from S, seen over 0..=N` (with what
a proof would need, for codes and finite sets), an arithmetic period with its saltus, or
`no period up to N`. Registered games and take: rules have no proof criterion: their periods
are always conjectures.
Exit status: 0 on success, 1 when `verify` finds a disagreement, 2 on bad input (reason on
stderr, nothing on stdout).";

/// The command line: `lab` and its subcommands, with their arguments and help texts.
fn cli() -> Command {
    Command::new("lab")
        .about(
            "Study an impartial game: list the games, print a table and its period (proven \
             where a theorem allows), turn the period into code, verify a fast rule against \
             brute force or a guessed formula against the table, plot a two-dimensional outcome \
             table",
        )
        .version(env!("CARGO_PKG_VERSION"))
        .after_help(GAME_HELP)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommand(
            Command::new("list")
                .about("Every game the lab knows, with its parameters (default and allowed range)"),
        )
        .subcommand(
            Command::new("table")
                .about(
                    "Win/lose (N/P) or Grundy values for positions 0..=N, then the eventual \
                     period, proven or conjectured",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A registered game's slug (or a unique prefix of it), or a definition: a \
                     code such as 0.77, sub:1,2,5, allbut:1,2, take:EXPR (see `lab --help`)",
                ))
                .arg(params(
                    "Set a parameter of a registered game, e.g. `--param k=3` (repeatable)",
                ))
                .arg(upto(
                    "The last position [default: 60, or the game's limit if lower; definitions \
                     have no limit but memory and time]",
                ))
                .arg(flag(
                    "grundy",
                    Some('g'),
                    "Print Grundy values instead of N/P",
                ))
                .arg(
                    Arg::new("columns")
                        .short('c')
                        .long("columns")
                        .value_name("COLUMNS")
                        .value_parser(value_parser!(usize))
                        .help(
                            "Values per line (20 for N/P, 10 for Grundy values); a suspected \
                             period lines the repeats up in columns",
                        ),
                )
                .arg(flag(
                    "quiet",
                    Some('q'),
                    "Print only the heading and the period line (for long tables)",
                )),
        )
        .subcommand(
            Command::new("rule")
                .about(
                    "The period of the table as a Rust function (C++ with --cpp) that returns \
                     the value of any position up to 2^64 - 1; a comment says whether the \
                     period is proven",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A registered game's slug (or a unique prefix), or a definition (see `lab \
                     --help`)",
                ))
                .arg(params(
                    "Set a parameter of a registered game, e.g. `--param k=3` (repeatable)",
                ))
                .arg(upto(
                    "The table the period is read from: 0..=N [default: 1000, or the game's \
                     limit]",
                ))
                .arg(flag(
                    "grundy",
                    Some('g'),
                    "Return Grundy values instead of win/lose",
                ))
                .arg(flag(
                    "cpp",
                    None,
                    "Print a C++ function instead of a Rust one",
                ))
                .arg(flag(
                    "packed",
                    None,
                    "Write the values packed into a string literal (as few bits each as the \
                     largest needs, 6 a character), decoded on the first call: for periods \
                     too long for a judge's 64 KB as plain arrays (stderr says when)",
                )),
        )
        .subcommand(
            Command::new("verify")
                .about(
                    "Run the problem's fast solver against its brute force on every input up \
                     to N; or, with --rule, a guessed formula in n against the game's table",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A registered game's slug (or a unique prefix), or a definition (with \
                     --rule)",
                ))
                .arg(params("Set a parameter, e.g. `--param k=3` (repeatable)"))
                .arg(upto(
                    "The bound of the inputs (its meaning and default depend on the game; see \
                     the report); with --rule, the last position [default: 1000, or the game's \
                     limit]",
                ))
                .arg(
                    Arg::new("rule")
                        .short('r')
                        .long("rule")
                        .value_name("EXPR")
                        .value_parser(value_parser!(String))
                        .help(
                            "A formula in n to check against the table: a boolean (the player \
                             to move wins, e.g. 'n % 6 != 0') or an integer (the Grundy value, \
                             e.g. 'n % 5')",
                        ),
                ),
        )
        .subcommand(
            Command::new("stress")
                .about(
                    "Random cases through the fast solver and the brute force (a failure is \
                     shrunk and printed in the judge's format); with --worst, the worst cases \
                     through the release binary",
                )
                .arg(positional(
                    "slug",
                    "SLUG",
                    "The game's slug, or a unique prefix of it",
                ))
                .arg(
                    Arg::new("cases")
                        .long("cases")
                        .value_name("CASES")
                        .value_parser(value_parser!(u64))
                        .default_value("1000")
                        .help("How many random cases"),
                )
                .arg(
                    Arg::new("seed")
                        .long("seed")
                        .value_name("SEED")
                        .value_parser(value_parser!(u64))
                        .help("The seed of the random cases [default: from the clock, printed]"),
                )
                .arg(
                    flag(
                        "worst",
                        None,
                        "Run the worst-case inputs through the release binary instead, with \
                         time and peak memory against the judge's limits",
                    )
                    .conflicts_with_all(["cases", "seed"]),
                ),
        )
        .subcommand(
            Command::new("plot")
                .about(
                    "Draw a two-dimensional outcome table as a PNG: losing cells dark, winning \
                     light",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "The game's slug, or a unique prefix of it (games with a two-dimensional \
                     table)",
                ))
                .arg(params("Set a parameter, e.g. `--param k=3` (repeatable)"))
                .arg(
                    Arg::new("size")
                        .short('s')
                        .long("size")
                        .value_name("SIZE")
                        .value_parser(value_parser!(usize))
                        .default_value("100")
                        .help("Number of values of each coordinate"),
                )
                .arg(
                    Arg::new("pixels")
                        .long("pixels")
                        .value_name("PIXELS")
                        .value_parser(value_parser!(usize))
                        .help(
                            "The image's width and height in pixels (default: from the size, \
                             up to 16 per cell)",
                        ),
                )
                .arg(
                    Arg::new("output")
                        .short('o')
                        .long("output")
                        .value_name("FILE.png")
                        .value_parser(value_parser!(PathBuf))
                        .required(true)
                        .help("The PNG file to write"),
                ),
        )
}

/// A required positional argument (the game's slug or definition).
fn positional(id: &'static str, value_name: &'static str, help: &'static str) -> Arg {
    Arg::new(id)
        .value_name(value_name)
        .value_parser(value_parser!(String))
        .required(true)
        .help(help)
}

/// `-p, --param NAME=VALUE`, repeatable: the `params` of a registered game.
fn params(help: &'static str) -> Arg {
    Arg::new("params")
        .short('p')
        .long("param")
        .value_name("NAME=VALUE")
        .value_parser(value_parser!(String))
        .action(ArgAction::Append)
        .help(help)
}

/// `-u, --upto UPTO`: the last position or input, optional.
fn upto(help: &'static str) -> Arg {
    Arg::new("upto")
        .short('u')
        .long("upto")
        .value_name("UPTO")
        .value_parser(value_parser!(usize))
        .help(help)
}

/// A flag without a value, `--id` (and `-short` if given): false unless given.
fn flag(id: &'static str, short: Option<char>, help: &'static str) -> Arg {
    Arg::new(id)
        .short(short)
        .long(id)
        .action(ArgAction::SetTrue)
        .help(help)
}

/// An indicatif bar on stderr that appears only when a run lasts longer than half a second
/// (and, through indicatif, only when stderr is a terminal). `start(0)` means the amount of
/// work is unknown (a computation that reports no progress of its own): a spinner with the
/// elapsed time.
///
/// The time estimate is [`Eta`]'s, a power law fitted to the run (indicatif's own is linear,
/// and the positions of a table cost more as it grows).
struct Bar {
    bar: ProgressBar,
    unit: &'static str,
    started: Instant,
    shown: bool,
    eta: Eta,
    /// When the estimate was last redrawn (it is not worth a format per step).
    redrawn: Instant,
}

impl Bar {
    /// A bar counting `unit` ("inputs", "positions").
    fn new(unit: &'static str) -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let now = Instant::now();
        let mut this = Bar {
            bar,
            unit,
            started: now,
            shown: false,
            eta: Eta::new(0),
            redrawn: now,
        };
        this.start(0);
        this
    }
}

impl Progress for Bar {
    fn start(&mut self, total: u64) {
        let template = if total == 0 {
            "{spinner} computing the table, {elapsed}".to_string()
        } else {
            format!(
                "{{bar:40}} {{pos}}/{{len}} {}, {{elapsed}} ({{msg}})",
                self.unit
            )
        };
        self.bar
            .set_style(ProgressStyle::with_template(&template).expect("the template is valid"));
        self.bar.set_length(total);
        self.bar.set_position(0);
        self.bar.set_message("eta: measuring");
        if !self.shown {
            self.started = Instant::now();
        }
        self.eta = Eta::new(total);
    }

    fn advance(&mut self, done: u64) {
        if self.bar.length() == Some(0) {
            self.bar.tick();
        } else {
            self.bar.inc(done);
            let now = Instant::now();
            self.eta.record(done, now);
            if now.duration_since(self.redrawn) > Duration::from_millis(200) {
                self.redrawn = now;
                let message = match self.eta.remaining(now) {
                    Some(left) => format!("eta {}", HumanDuration(left)),
                    None => "eta: measuring".to_string(),
                };
                self.bar.set_message(message);
            }
        }
        if !self.shown && self.started.elapsed() > Duration::from_millis(500) {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
            self.shown = true;
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// The value of an argument that is required or has a default (clap has made sure it is there).
fn value<T: Clone + Send + Sync + 'static>(matches: &ArgMatches, id: &str) -> T {
    matches
        .get_one::<T>(id)
        .cloned()
        .expect("a required argument or one with a default")
}

/// The `--param` values, in the order given.
fn param_values(matches: &ArgMatches) -> Vec<String> {
    matches
        .get_many::<String>("params")
        .unwrap_or_default()
        .cloned()
        .collect()
}

fn run(matches: &ArgMatches) -> Result<(String, i32), lab::LabError> {
    let Some((name, m)) = matches.subcommand() else {
        unreachable!("clap requires a subcommand");
    };
    match name {
        "list" => Ok((commands::list(), 0)),
        "table" => {
            let game: String = value(m, "game");
            let params = param_values(m);
            let upto = m.get_one::<usize>("upto").copied();
            let grundy = m.get_flag("grundy");
            let columns = m.get_one::<usize>("columns").copied();
            let quiet = m.get_flag("quiet");
            let layout = Layout {
                columns,
                highlight: std::io::stdout().is_terminal(),
            };
            let mut bar = Bar::new("positions");
            let text = commands::table_with(&game, &params, upto, grundy, layout, quiet, &mut bar)?;
            Ok((text, 0))
        }
        "rule" => {
            let game: String = value(m, "game");
            let params = param_values(m);
            let upto = m.get_one::<usize>("upto").copied();
            let grundy = m.get_flag("grundy");
            let cpp = m.get_flag("cpp");
            let form = if m.get_flag("packed") {
                Form::Packed
            } else {
                Form::Plain
            };
            let mut bar = Bar::new("positions");
            let rule = commands::rule(&game, &params, upto, grundy, cpp, form, &mut bar)?;
            drop(bar);
            if let Some(note) = rule.note {
                eprintln!("note: {note}");
            }
            Ok((rule.source, 0))
        }
        "verify" => {
            let game: String = value(m, "game");
            let params = param_values(m);
            let upto = m.get_one::<usize>("upto").copied();
            let rule = m.get_one::<String>("rule").cloned();
            let (report, agrees) = match rule {
                Some(rule) => {
                    let mut bar = Bar::new("positions");
                    commands::verify_rule(&game, &params, &rule, upto, &mut bar)?
                }
                None => {
                    let mut bar = Bar::new("inputs");
                    commands::verify(&game, &params, upto, &mut bar)?
                }
            };
            Ok((report, if agrees { 0 } else { 1 }))
        }
        "stress" => {
            let slug: String = value(m, "slug");
            let cases: u64 = value(m, "cases");
            let seed = m.get_one::<u64>("seed").copied();
            let worst = m.get_flag("worst");
            let (report, ok) = if worst {
                lab::stress::worst(&slug)?
            } else {
                let seed = seed.unwrap_or_else(|| {
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(1, |d| d.as_secs())
                });
                let mut bar = Bar::new("cases");
                let result = lab::stress::random(&slug, cases, seed, &mut bar)?;
                drop(bar);
                result
            };
            Ok((report, if ok { 0 } else { 1 }))
        }
        "plot" => {
            let game: String = value(m, "game");
            let params = param_values(m);
            let size: usize = value(m, "size");
            let pixels = m.get_one::<usize>("pixels").copied();
            let output: PathBuf = value(m, "output");
            Ok((commands::plot(&game, &params, size, pixels, &output)?, 0))
        }
        _ => unreachable!("clap accepts only the subcommands above"),
    }
}

fn main() {
    let matches = cli().get_matches();
    match run(&matches) {
        Ok((text, status)) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (`lab table ... | head`) is not an error worth a panic.
            let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            std::process::exit(status);
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
