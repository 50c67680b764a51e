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

/// Study an impartial game: list the games, print a table and its period, verify a fast rule
/// against brute force, plot a two-dimensional outcome table.
#[derive(Parser)]
#[command(name = "lab", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every game the lab knows, with its parameters (default and allowed range).
    List,
    /// Win/lose (N/P) or Grundy values for positions 0..=N, then the eventual period.
    Table {
        /// The game's slug, or a unique prefix of it (see `lab list`).
        slug: String,
        /// Set a parameter, e.g. `--param k=3` (repeatable).
        #[arg(short, long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// The last position [default: 60, or the game's limit if lower].
        #[arg(short, long)]
        upto: Option<usize>,
        /// Print Grundy values instead of N/P.
        #[arg(short, long)]
        grundy: bool,
        /// Values per line (20 for N/P, 10 for Grundy values); a suspected period lines the
        /// repeats up in columns.
        #[arg(short, long)]
        columns: Option<usize>,
    },
    /// Run the problem's fast solver against its brute force on every input up to N.
    Verify {
        /// The game's slug, or a unique prefix of it.
        slug: String,
        /// Set a parameter, e.g. `--param k=3` (repeatable).
        #[arg(short, long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// The bound of the inputs (its meaning and default depend on the game; see the report).
        #[arg(short, long)]
        upto: Option<usize>,
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
        /// The game's slug, or a unique prefix of it.
        slug: String,
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
/// (and, through indicatif, only when stderr is a terminal).
struct Bar {
    bar: ProgressBar,
    started: Instant,
    shown: bool,
}

impl Bar {
    fn new() -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} inputs, {elapsed} (eta {eta})")
                .expect("the template is valid"),
        );
        Bar {
            bar,
            started: Instant::now(),
            shown: false,
        }
    }
}

impl Progress for Bar {
    fn start(&mut self, total: u64) {
        self.bar.set_length(total);
        self.started = Instant::now();
    }

    fn advance(&mut self, done: u64) {
        self.bar.inc(done);
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
            slug,
            params,
            upto,
            grundy,
            columns,
        } => {
            let layout = Layout {
                columns,
                highlight: std::io::stdout().is_terminal(),
            };
            Ok((commands::table(&slug, &params, upto, grundy, layout)?, 0))
        }
        Command::Verify { slug, params, upto } => {
            let mut bar = Bar::new();
            let (report, agrees) = commands::verify(&slug, &params, upto, &mut bar)?;
            drop(bar);
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
                let mut bar = Bar::new();
                let result = lab::stress::random(&slug, cases, seed, &mut bar)?;
                drop(bar);
                result
            };
            Ok((report, if ok { 0 } else { 1 }))
        }
        Command::Plot {
            slug,
            params,
            size,
            pixels,
            output,
        } => Ok((commands::plot(&slug, &params, size, pixels, &output)?, 0)),
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
