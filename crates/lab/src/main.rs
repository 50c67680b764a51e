//! `lab`: the command line of the game lab (see the library's documentation).
//!
//! Exit status: 0 on success, 1 when `verify` finds a disagreement, 2 on bad input (unknown
//! game, bad parameter, out-of-range option), with the reason on stderr and nothing on stdout.

use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use lab::commands;
use lab::table::Layout;
use lab::verify::Progress;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Study an impartial game: list the games, print a table and its period (proven where a
/// theorem allows), turn the period into code, verify a fast rule against brute force or a
/// guessed formula against the table, plot a two-dimensional outcome table.
#[derive(Parser)]
#[command(name = "lab", version, after_help = GAME_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

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

#[derive(Subcommand)]
enum Command {
    /// Every game the lab knows, with its parameters (default and allowed range).
    List,
    /// Win/lose (N/P) or Grundy values for positions 0..=N, then the eventual period, proven
    /// or conjectured.
    Table {
        /// A registered game's slug (or a unique prefix of it), or a definition: a code such
        /// as 0.77, sub:1,2,5, allbut:1,2, take:EXPR (see `lab --help`).
        game: String,
        /// Set a parameter of a registered game, e.g. `--param k=3` (repeatable).
        #[arg(short, long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// The last position [default: 60, or the game's limit if lower; definitions have no
        /// limit but memory and time].
        #[arg(short, long)]
        upto: Option<usize>,
        /// Print Grundy values instead of N/P.
        #[arg(short, long)]
        grundy: bool,
        /// Values per line (20 for N/P, 10 for Grundy values); a suspected period lines the
        /// repeats up in columns.
        #[arg(short, long)]
        columns: Option<usize>,
        /// Print only the heading and the period line (for long tables).
        #[arg(short, long)]
        quiet: bool,
    },
    /// The period of the table as a Rust function (C++ with --cpp) that returns the value of
    /// any position up to 2^64 - 1; a comment says whether the period is proven.
    Rule {
        /// A registered game's slug (or a unique prefix), or a definition (see `lab --help`).
        game: String,
        /// Set a parameter of a registered game, e.g. `--param k=3` (repeatable).
        #[arg(short, long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// The table the period is read from: 0..=N [default: 1000, or the game's limit].
        #[arg(short, long)]
        upto: Option<usize>,
        /// Return Grundy values instead of win/lose.
        #[arg(short, long)]
        grundy: bool,
        /// Print a C++ function instead of a Rust one.
        #[arg(long)]
        cpp: bool,
    },
    /// Run the problem's fast solver against its brute force on every input up to N; or, with
    /// --rule, a guessed formula in n against the game's table.
    Verify {
        /// A registered game's slug (or a unique prefix), or a definition (with --rule).
        game: String,
        /// Set a parameter, e.g. `--param k=3` (repeatable).
        #[arg(short, long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// The bound of the inputs (its meaning and default depend on the game; see the
        /// report); with --rule, the last position [default: 1000, or the game's limit].
        #[arg(short, long)]
        upto: Option<usize>,
        /// A formula in n to check against the table: a boolean (the player to move wins, e.g.
        /// 'n % 6 != 0') or an integer (the Grundy value, e.g. 'n % 5').
        #[arg(short, long, value_name = "EXPR")]
        rule: Option<String>,
    },
    /// Random cases through the fast solver and the brute force (a failure is shrunk and
    /// printed in the judge's format); with --worst, the worst cases through the release binary.
    Stress {
        /// The game's slug, or a unique prefix of it.
        slug: String,
        /// How many random cases.
        #[arg(long, default_value_t = 1000)]
        cases: u64,
        /// The seed of the random cases [default: from the clock, printed].
        #[arg(long)]
        seed: Option<u64>,
        /// Run the worst-case inputs through the release binary instead, with time and peak
        /// memory against the judge's limits.
        #[arg(long, conflicts_with_all = ["cases", "seed"])]
        worst: bool,
    },
    /// Draw a two-dimensional outcome table as a PNG: losing cells dark, winning light.
    Plot {
        /// The game's slug, or a unique prefix of it (games with a two-dimensional table).
        game: String,
        /// Set a parameter, e.g. `--param k=3` (repeatable).
        #[arg(short, long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// Number of values of each coordinate.
        #[arg(short, long, default_value_t = 100)]
        size: usize,
        /// The image's width and height in pixels (default: from the size, up to 16 per cell).
        #[arg(long)]
        pixels: Option<usize>,
        /// The PNG file to write.
        #[arg(short, long = "output", value_name = "FILE.png")]
        output: PathBuf,
    },
}

/// An indicatif bar on stderr that appears only when a run lasts longer than half a second
/// (and, through indicatif, only when stderr is a terminal). `start(0)` means the amount of
/// work is unknown (a computation that reports no progress of its own): a spinner with the
/// elapsed time.
struct Bar {
    bar: ProgressBar,
    unit: &'static str,
    started: Instant,
    shown: bool,
}

impl Bar {
    /// A bar counting `unit` ("inputs", "positions").
    fn new(unit: &'static str) -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let mut this = Bar {
            bar,
            unit,
            started: Instant::now(),
            shown: false,
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
                "{{bar:40}} {{pos}}/{{len}} {}, {{elapsed}} (eta {{eta}})",
                self.unit
            )
        };
        self.bar
            .set_style(ProgressStyle::with_template(&template).expect("the template is valid"));
        self.bar.set_length(total);
        self.bar.set_position(0);
        if !self.shown {
            self.started = Instant::now();
        }
    }

    fn advance(&mut self, done: u64) {
        if self.bar.length() == Some(0) {
            self.bar.tick();
        } else {
            self.bar.inc(done);
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

fn run(cli: Cli) -> Result<(String, i32), lab::LabError> {
    match cli.command {
        Command::List => Ok((commands::list(), 0)),
        Command::Table {
            game,
            params,
            upto,
            grundy,
            columns,
            quiet,
        } => {
            let layout = Layout {
                columns,
                highlight: std::io::stdout().is_terminal(),
            };
            let mut bar = Bar::new("positions");
            let text = commands::table_with(&game, &params, upto, grundy, layout, quiet, &mut bar)?;
            Ok((text, 0))
        }
        Command::Rule {
            game,
            params,
            upto,
            grundy,
            cpp,
        } => {
            let mut bar = Bar::new("positions");
            Ok((
                commands::rule(&game, &params, upto, grundy, cpp, &mut bar)?,
                0,
            ))
        }
        Command::Verify {
            game,
            params,
            upto,
            rule,
        } => {
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
        Command::Stress {
            slug,
            cases,
            seed,
            worst,
        } => {
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
        Command::Plot {
            game,
            params,
            size,
            pixels,
            output,
        } => Ok((commands::plot(&game, &params, size, pixels, &output)?, 0)),
    }
}

fn main() {
    let cli = Cli::parse();
    match run(cli) {
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
