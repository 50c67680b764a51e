//! `lab`: the command line of the game lab (see the library's documentation).
//!
//! Exit status: 0 on success, 1 when `verify` finds a disagreement, `guess` no rule or `genus`
//! stops at its budget (the heaps it finished are printed), 2 on bad
//! input (unknown game, bad parameter, out-of-range option), with the reason on stderr and
//! nothing on stdout.

use clap::{value_parser, Arg, ArgAction, ArgMatches, Command};
use indicatif::{HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle};
use lab::commands;
use lab::compound::Compound;
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
given by its rules, or a rules file. A registered game whose descriptor gives its moves (most
do, many by the rules files of examples/games/; `lab list` says which do not) is also played
by them: --misere, sums in `value` (`lab value p2148 1,2 + 3,4`), the grid of a
two-number game in `table` (`lab table p2252 --ppos`), `genus`, `moves` (`lab moves p2148 1,2
+ 3,4`: the winning moves). Its normal-play table stays its
own.
Definitions:
  0.77, .137, 4.007, 0.F  a take-and-break code: digit d_k says what may be left after taking k
                          tokens (bit 1: nothing, 2: one heap, 4: two heaps, 8: three heaps);
                          digits 0-9 and A-F
  sub:1,2,5               subtraction game: take 1, 2 or 5 tokens
  allbut:1,2              all-but subtraction game: take any number of tokens but 1 or 2
  take:EXPR               from n tokens take t (1 <= t <= n) when EXPR is true, e.g.
                          'take:is_prime(t)'   'take:is_prime_power(t)'   'take:is_power_of(t, 4)'
                          take:'t == max_digit(n) || t == min_nonzero_digit(n)'
                          take:'t in [1, 2, 5]'   take:'t <= 3'   take:'2 * t <= n'
  FILE.rs                 a rules file: `pub fn moves(p: P, params: &Params, out: &mut
                          Options<P>)` (P: u64 or a tuple of up to four u64; out.push(q),
                          out.push_sum([a, b])), compiled once (see examples/games/)
EXPR (in take:EXPR, with n and t, and in `verify --rule`, with n) is an integer expression:
  + - * / % ** (64-bit, overflow is an error), == != < <= > >=, && || !, & | ^ << >>,
  x in [1, 2, 5], x in 1..=3, if c { a } else { b }, abs, min, max, and
  is_prime(x), is_prime_power(x) (p^k, k >= 0: 1 counts), is_power_of(x, b) (b^k, k >= 0),
  is_square(x), max_digit(x), min_digit(x), min_nonzero_digit(x), digit_sum(x),
  digit_count(x), gcd(a, b); and, exact in integers, beatty(k, p, q, d, r)
  (floor(k (p + q sqrt(d)) / r); (1, 1, 5, 2) is the golden ratio), beatty_index(x, p, q, d, r),
  is_fibonacci(x), is_triangular(x), in_recurrence(x, [start], [coefficients]),
  in_sum_chain(x, k), prev_prime(x), valuation(x, b)
In `verify --rule`, a rule in a and b is checked on a two-number game's grid (true: the player
to move wins).
Rules files of three or four numbers (a, b, c, d): `table` lists the positions with each number
in 0..=N (default 5) and their values; `--fix c=3` holds numbers, and with all but two held the
table is the grid of the other two (`table FILE --fix c=3 --fix d=0`); `--ppos` lists only the
P-positions. A two-number game with `--fix a=3` is the one-number table of b, with its period
(`table` and `rule`). `rule` writes a two-number grid as code (`lab rule
examples/games/poj2311.rs --upto 200 --from 2`): exact on the grid, refusing the rest.
`genus` takes one-number rules files too: their options (heaps and sums of heaps) as `moves`
lists them.
Games whose moves can return to a position (loopy games): `value`, `moves` and the one-number
`table` explore the positions reachable and solve them by retrograde analysis: Win, Lose or
Draw with the remoteness, and Smith's loopy Grundy values (a number, or ∞{K}) for sums
(`lab value examples/games/take_or_add.rs 2 + 6`).
Partizan games (each player has his own moves): a rules file whose `moves` takes the player,
`pub fn moves(p: P, player: Player, params: &Params, out: &mut Options<P>)` (Player::Left or
Player::Right, from shared::game::partizan; Left is the first player when a problem names them
so), is answered by `value`, `moves` and the one-number `table`: the outcome class (L: Left
wins whoever starts, R, N: the first player wins, P: the second; with draws D, LD, DL, RD, DR:
the winner when Left starts, then when Right starts) and each first player's Win/Lose/Draw
with the remoteness (`lab table examples/games/berzerk.rs --upto 4`); so is a registered game
whose descriptor gives partizan moves (`lab value cf786a-berzerk 4`).
Periods: `table` ends with `period L from S (proven by n = X)` when the Guy-Smith criterion
proves it (codes, finite sets, and registered games whose moves are declared a finite
subtraction set, such as demo-subtraction), else `conjectured: period L from S, seen over
0..=N` (with what a proof would need, for those games), an arithmetic period with its saltus,
or `no period up to N`. Other registered games and take: rules have no proof criterion: their
periods are always conjectures.
Parameters: `--param k=3` sets a number; a parameter that is a set (`lab list` shows it as
`s=1,2,3 (a set in 1..=1000)`) takes a list: `lab table demo-subtraction --param s=2,5`.
Exit status: 0 on success, 1 when `verify` finds a disagreement, `guess` no rule or `genus`
stops at its budget (printing the heaps it finished), 2 on bad input (reason on stderr,
nothing on stdout).
`lab COMMAND --help` says more about each command; docs/studying-a-game.md is the manual.

Example: lab table 0.77 --grundy --upto 200 --columns 12";

/// The command line: `lab` and its subcommands, with their arguments and help texts.
fn cli() -> Command {
    Command::new("lab")
        .about(
            "Study an impartial game: list the games, print a table and its period (proven \
             where a theorem allows), turn the period into code, verify a fast rule against \
             brute force or a guessed formula against the table, plot a two-dimensional outcome \
             table, list the winning moves of a position or sum",
        )
        .version(env!("CARGO_PKG_VERSION"))
        .after_help(GAME_HELP)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .arg(
            Arg::new("memory")
                .long("memory")
                .value_name("SIZE")
                .value_parser(value_parser!(String))
                .global(true)
                .help(
                    "The most memory a command may use, e.g. 2G or 512M (powers of 1024); \
                     tables and searches that need more are refused before they start \
                     [default: the available memory, or ulimit -v or the cgroup's limit when \
                     lower]",
                ),
        )
        .arg(
            Arg::new("data")
                .long("data")
                .value_name("FILE")
                .value_parser(value_parser!(String))
                .global(true)
                .help(
                    "A data file a rules file reads its game from (`Params::data`): a graph \
                     in the judge's input layout, for a game on that graph",
                ),
        )
        .arg(
            Arg::new("position_budget")
                .long("positions")
                .value_name("N")
                .value_parser(value_parser!(usize))
                .global(true)
                .help(
                    "The most positions a search by moves (misère play, rules files, sums) \
                     may store before it stops with what it found [default: from the memory \
                     limit, 160 bytes a position]",
                ),
        )
        .subcommand(
            Command::new("list")
                .after_help("Example: lab list")
                .about("Every game the lab knows, with its parameters (default and allowed range)"),
        )
        .subcommand(
            Command::new("table")
                .after_help("Example: lab table 0.77 --grundy --upto 200 --columns 12")
                .about(
                    "Win/lose (N/P) or Grundy values for positions 0..=N, then the eventual \
                     period, proven or conjectured; of a one-number game whose moves cycle, \
                     Win/Lose/Draw (or loopy Grundy values); of a partizan game (moves that \
                     depend on the player), the outcome classes (L, R, N, P, D, LD, DL, RD, DR)",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A registered game's slug (or a unique prefix of it), or a definition: a \
                     code such as 0.77, sub:1,2,5, allbut:1,2, take:EXPR (see `lab --help`)",
                ))
                .arg(params(
                    "Set a parameter of a registered game, e.g. `--param k=3`, or a set \
                     parameter, `--param s=2,5` (repeatable)",
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
                ))
                .arg(misere_flag())
                .arg(flag(
                    "ppos",
                    None,
                    "List the P-positions (the player to move loses) instead of the table",
                ))
                .arg(fix_arg(
                    "A game of two, three or four numbers (a, b, c, d): hold a number \
                     at a value (repeatable). Two numbers, one held: the other's \
                     one-number table of 0..=N with its period [default N: 60]. All but \
                     two held: the grid of the other two, 0..=N each way [default N: \
                     20]; else the list of positions, each free number in 0..=N \
                     [default N: 5], one a line with its value (--ppos: only the \
                     P-positions)",
                )),
        )
        .subcommand(
            Command::new("rule")
                .after_help("Example: lab rule 0.77 --grundy --upto 300")
                .about(
                    "The period of the table as a Rust function (C++ with --cpp) that returns \
                     the value of any position up to 2^64 - 1; a comment says whether the \
                     period is proven. A two-number game: its grid as a function of a and b, \
                     refusing the positions outside it (or, with --fix a=V, the row's period)",
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
                     limit]; a two-number grid: a and b up to N [default: 20]",
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
                .arg(misere_flag())
                .arg(flag(
                    "packed",
                    None,
                    "Write the values packed into a string literal (as few bits each as the \
                     largest needs, 6 a character), decoded on the first call: for periods \
                     too long for a judge's 64 KB as plain arrays (stderr says when)",
                ))
                .arg(fix_arg(
                    "A two-number game: hold a or b at a value, e.g. --fix a=3; the \
                     other's table of 0..=N [default N: 1000] is read like a \
                     one-number game's, its period written as code (a conjecture)",
                ))
                .arg(
                    Arg::new("from")
                        .long("from")
                        .value_name("A,B")
                        .value_parser(value_parser!(String))
                        .help(
                            "A two-number game: the grid's first a and b (one number: both) \
                             [default: 0,0]; the grid runs to --upto N each way [default N: \
                             20]",
                        ),
                )
                .arg(flag(
                    "grid",
                    None,
                    "A registered game with a one-number table of its own and two-number \
                     moves: write the grid by its moves instead (rules files and games that \
                     have only a grid need no flag)",
                )),
        )
        .subcommand(
            Command::new("verify")
                .after_help("Example: lab verify p4018 --rule 'n % 6 != 0' --upto 3000")
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
                             e.g. 'n % 5'); for a two-number rules file, in a and b",
                        ),
                )
                .arg(misere_flag()),
        )
        .subcommand(
            Command::new("value")
                .after_help(
                    "Example: lab value p2148 1,2 + 3,4\nMore: lab value sub:1,3 3 + 6 \
                     --compound conjunctive, lab value hdu3595 1,2 + 2,3 --compound continued",
                )
                .about(
                    "The outcome and Grundy value of a sum of positions (normal play: the XOR \
                     of the parts' values; --misere: the sum searched itself); of a game whose \
                     moves cycle, Win/Lose/Draw with the remoteness and the loopy Grundy values; \
                     with --compound, of the positions played all at once (each component's \
                     remoteness or suspense number); of a partizan game (moves that depend on \
                     the player), the outcome class and each first player's Win/Lose/Draw with \
                     the remoteness",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A rules file, a definition, or a registered game's slug (normal play)",
                ))
                .arg(positions_arg(
                    "The parts of the sum: 3,5,7 (three heaps of a one-number game), or 3,5 + \
                     2,7 (two positions of a two-number game)",
                ))
                .arg(params("Set a parameter, e.g. `--param k=3` (repeatable)"))
                .arg(misere_flag())
                .arg(compound_arg()),
        )
        .subcommand(
            Command::new("moves")
                .after_help(
                    "Example: lab moves 0.77 7\nMore: lab moves 0.77 3 + 5 + 7 (which part to \
                     play, and where), lab moves sub:1,2,5 1,1 --misere, lab moves 0.77 3,5,7 \
                     --count, lab moves sub:1,3 3 + 6 --compound conjunctive (one move in \
                     every component)",
                )
                .about(
                    "Every move of a position with what it leaves, the winning ones marked; of \
                     a sum, which part to play and where (normal play: a move leaving Grundy \
                     value 0; --misere: the sums left searched themselves); of a game whose \
                     moves cycle, each move's Win/Lose/Draw, the drawing ones marked when none \
                     wins; of a partizan game (moves that depend on the player), each player's \
                     moves with what they leave for the other",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A definition, a rules file, or a registered game whose descriptor gives \
                     its moves (see `lab list`)",
                ))
                .arg(positions_arg(
                    "The position, or the parts of a sum as `lab value` reads them: 3,5,7 or 3 \
                     + 5 + 7 (three heaps of a one-number game), 3,5 + 2,7 (two positions of a \
                     two-number game)",
                ))
                .arg(params("Set a parameter, e.g. `--param k=3` (repeatable)"))
                .arg(flag(
                    "count",
                    None,
                    "Print only the number of winning moves",
                ))
                .arg(misere_flag())
                .arg(compound_arg()),
        )
        .subcommand(
            Command::new("guess")
                .after_help("Example: lab guess hdu2516")
                .about(
                    "Guess the rule from the table: candidates ranked simplest first, each an \
                     EXPR that `verify --rule` checks, fitted on 0..=N and checked on a table 4 \
                     times larger; all conjectured. Exit status 1 when none holds",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A registered game's slug (or a unique prefix), or a definition (see `lab \
                     --help`)",
                ))
                .arg(params("Set a parameter, e.g. `--param k=3` (repeatable)"))
                .arg(upto(
                    "The fitted table: 0..=N [default: 250, or a quarter of the game's limit]; \
                     with --grid, the grid's size [default: 60]",
                ))
                .arg(flag(
                    "grundy",
                    Some('g'),
                    "Guess the Grundy values instead of win/lose",
                ))
                .arg(flag(
                    "misere",
                    None,
                    "Guess the misère win/lose table (definitions, rules files, registered games by their \
                     moves)",
                ))
                .arg(flag(
                    "grid",
                    None,
                    "Guess from the two-number grid (the default for games that have only \
                     a grid), as a rule in a and b",
                )),
        )
        .subcommand(
            Command::new("stress")
                .after_help("Example: lab stress p1857 --cases 300 --seed 5")
                .about(
                    "Random judge inputs through solve and brute_solve, the outputs compared \
                     token by token (a difference is shrunk and printed in the judge's format); \
                     with --worst, the worst cases through the release binary",
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
                .arg(flag(
                    "refusals",
                    None,
                    "Only look for a random input that solve refuses, shrunk (what `kit check` \
                     runs)",
                ))
                .arg(
                    flag(
                        "worst",
                        None,
                        "Run the worst-case inputs through the release binary instead, with \
                         time and peak memory against the judge's limits",
                    )
                    .conflicts_with_all(["cases", "seed", "refusals"]),
                ),
        )
        .subcommand(
            Command::new("plot")
                .after_help("Example: lab plot p1290 --size 60 -o euclid.png")
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
                )
                .arg(misere_flag()),
        )
        .subcommand(
            Command::new("genus")
                .after_help("Example: lab genus 0.77 --upto 12")
                .about(
                    "Misère play: Conway's genus symbol g^{γ0γ1...} of each heap 0..=N (γk: the \
                     misère value beside k heaps *2) and whether it is tame, i.e. whether sums \
                     of it play like misère Nim on the normal values",
                )
                .arg(positional(
                    "game",
                    "GAME",
                    "A one-heap game given by its rules: a code such as 0.77, sub:1,2,5, \
                     allbut:1,2, take:EXPR, or a rules file of one number (see `lab --help`)",
                ))
                .arg(params(
                    "Set a parameter of a rules file, e.g. `--param k=3` (repeatable)",
                ))
                .arg(upto("The last heap [default: 20]"))
                .arg(
                    Arg::new("budget")
                        .long("budget")
                        .value_name("SUMS")
                        .value_parser(value_parser!(usize))
                        .help(
                            "The most sums of heaps the misère search may store (about 170 \
                             bytes each); at the budget the heaps finished are printed with \
                             where it stopped, exit status 1 [default: 3000000, less when the \
                             memory limit holds fewer]",
                        ),
                ),
        )
}

/// `--fix NAME=VALUE`, repeatable: a number of the position held at a value.
fn fix_arg(help: &'static str) -> Arg {
    Arg::new("fix")
        .long("fix")
        .value_name("NAME=VALUE")
        .value_parser(value_parser!(String))
        .action(ArgAction::Append)
        .help(help)
}

/// `--misere`: the player who cannot move wins.
fn misere_flag() -> Arg {
    flag(
        "misere",
        Some('m'),
        "Misère play: the player who cannot move wins (definitions, rules files, registered \
         games by their moves)",
    )
}

/// `--compound KIND`: how the positions of `value` and `moves` are played together.
fn compound_arg() -> Arg {
    Arg::new("compound")
        .long("compound")
        .value_name("KIND")
        .value_parser(value_parser!(String))
        .default_value("disjunctive")
        .help(
            "How the positions are played together: disjunctive (the sum: a move in one of \
             them), conjunctive (a move in every one each turn; whoever cannot move in one \
             loses: the least remoteness decides, odd wins) or continued (a move in every one \
             that can; whoever makes the last move wins: the largest suspense number \
             decides, odd wins). Normal play only",
        )
}

/// POSITIONS, one or more words: a position or the parts of a sum.
fn positions_arg(help: &'static str) -> Arg {
    Arg::new("positions")
        .value_name("POSITIONS")
        .value_parser(value_parser!(String))
        .num_args(1..)
        .required(true)
        .help(help)
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
/// The GAME argument, a registered game given `--data` standing for its rules file
/// ([`lab::registry::with_data`]).
fn game(matches: &ArgMatches) -> String {
    lab::registry::with_data(&value::<String>(matches, "game"))
}

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

/// The `--fix` values, in the order given.
/// Refuses `--compound` other than the plain sum for a partizan game.
fn partizan_alone(compound: Compound) -> Result<(), lab::LabError> {
    if compound == Compound::Disjunctive {
        return Ok(());
    }
    Err(lab::LabError::BadOption(
        "--compound conjunctive or continued is for impartial games: a partizan game's sum is \
         the disjunctive one here"
            .into(),
    ))
}

fn fix_values(matches: &ArgMatches) -> Vec<String> {
    matches
        .get_many::<String>("fix")
        .unwrap_or_default()
        .cloned()
        .collect()
}

/// The POSITIONS of `value` and `moves`, as typed.
fn positions(matches: &ArgMatches) -> Vec<String> {
    matches
        .get_many::<String>("positions")
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
            let game = game(m);
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
            let (misere, ppos) = (m.get_flag("misere"), m.get_flag("ppos"));
            let fix = fix_values(m);
            if let Some(file) = lab::partizan::open(&game, &params)? {
                if grundy || misere || ppos || quiet || !fix.is_empty() {
                    return Err(lab::LabError::BadOption(
                        "the table of a partizan game takes only --upto and --columns: its \
                         outcome classes have no Grundy values, misère play, P-positions or \
                         period here"
                            .into(),
                    ));
                }
                let upto = upto.unwrap_or(39) as u64;
                let text = lab::partizan::table(&file, upto, columns, &mut bar)?;
                return Ok((text, 0));
            }
            let by_moves = lab::moves::handles(&game, misere) || lab::moves::table_by_moves(&game);
            let text = if by_moves || ppos || !fix.is_empty() {
                lab::moves::table(
                    &game, &params, upto, grundy, misere, ppos, &fix, layout, quiet, &mut bar,
                )?
            } else {
                commands::table_with(&game, &params, upto, grundy, layout, quiet, &mut bar)?
            };
            Ok((text, 0))
        }
        "rule" => {
            let game = game(m);
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
            let misere = m.get_flag("misere");
            let fix = fix_values(m);
            let from = m.get_one::<String>("from").map(String::as_str);
            let on_grid = m.get_flag("grid");
            if lab::moves::handles(&game, misere)
                || lab::moves::table_by_moves(&game)
                || on_grid
                || !fix.is_empty()
                || from.is_some()
            {
                let ask = lab::moves::RuleAsk {
                    upto,
                    grundy,
                    misere,
                    cpp,
                    form,
                    fix: &fix,
                    from,
                    grid: on_grid,
                };
                let rule = lab::moves::rule(&game, &params, ask, &mut bar)?;
                drop(bar);
                if let Some(note) = rule.note {
                    eprintln!("note: {note}");
                }
                return Ok((rule.source, 0));
            }
            let rule = commands::rule(&game, &params, upto, grundy, cpp, form, &mut bar)?;
            drop(bar);
            if let Some(note) = rule.note {
                eprintln!("note: {note}");
            }
            Ok((rule.source, 0))
        }
        "verify" => {
            let game = game(m);
            let params = param_values(m);
            let upto = m.get_one::<usize>("upto").copied();
            let rule = m.get_one::<String>("rule").cloned();
            let misere = m.get_flag("misere");
            let (report, agrees) = match rule {
                Some(rule) if lab::moves::handles(&game, misere) => {
                    let mut bar = Bar::new("positions");
                    lab::moves::verify_rule(&game, &params, &rule, upto, misere, &mut bar)?
                }
                None if misere || lab::rules::is_rules_file(&game) => {
                    return Err(lab::LabError::BadOption(
                        "without a fast solver to check (a rules file, or --misere), verify \
                         needs --rule EXPR: a formula checked against the game's table (in n, \
                         or in a and b for two-number positions)"
                            .into(),
                    ))
                }
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
        "value" => {
            let game = game(m);
            let params = param_values(m);
            let positions = positions(m);
            // A misère sum counts the values it stores against its budget.
            let mut bar = Bar::new("positions stored, of the budget");
            let compound = Compound::parse(&value::<String>(m, "compound"))?;
            let misere = m.get_flag("misere");
            if let Some(file) = lab::partizan::open(&game, &params)? {
                partizan_alone(compound)?;
                let text = lab::partizan::value(&file, &positions, misere, &mut bar)?;
                return Ok((text, 0));
            }
            let text =
                lab::compound::value(&game, &params, &positions, compound, misere, &mut bar)?;
            Ok((text, 0))
        }
        "moves" => {
            let game = game(m);
            let params = param_values(m);
            let positions = positions(m);
            let (misere, count) = (m.get_flag("misere"), m.get_flag("count"));
            let mut bar = Bar::new("positions");
            let compound = Compound::parse(&value::<String>(m, "compound"))?;
            if let Some(file) = lab::partizan::open(&game, &params)? {
                partizan_alone(compound)?;
                let text = lab::partizan::moves(&file, &positions, misere, count, &mut bar)?;
                return Ok((text, 0));
            }
            let text = lab::compound::moves(
                &game, &params, &positions, compound, misere, count, &mut bar,
            )?;
            Ok((text, 0))
        }
        "guess" => {
            let game = game(m);
            let params = param_values(m);
            let upto = m.get_one::<usize>("upto").copied();
            let (grundy, misere, grid) = (
                m.get_flag("grundy"),
                m.get_flag("misere"),
                m.get_flag("grid"),
            );
            let mut bar = Bar::new("positions");
            let found = commands::guess(&game, &params, upto, grundy, misere, grid, &mut bar)?;
            Ok((found.text, if found.rule.is_some() { 0 } else { 1 }))
        }
        "stress" => {
            let slug: String = value(m, "slug");
            let cases: u64 = value(m, "cases");
            let seed = m.get_one::<u64>("seed").copied();
            let worst = m.get_flag("worst");
            let (report, ok) = if worst {
                lab::stress::worst(&slug)?
            } else if m.get_flag("refusals") {
                let seed = seed.unwrap_or(1);
                match lab::stress::refusal(&slug, cases, seed)? {
                    Some(line) => (format!("{line}\n"), false),
                    None => (
                        format!("{cases} random inputs from seed {seed}, all accepted by solve\n"),
                        true,
                    ),
                }
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
            let game = game(m);
            let params = param_values(m);
            let size: usize = value(m, "size");
            let pixels = m.get_one::<usize>("pixels").copied();
            let output: PathBuf = value(m, "output");
            let misere = m.get_flag("misere");
            if lab::moves::handles(&game, misere) {
                let mut bar = Bar::new("rows");
                let text =
                    lab::moves::plot(&game, &params, size, pixels, misere, &output, &mut bar)?;
                return Ok((text, 0));
            }
            Ok((commands::plot(&game, &params, size, pixels, &output)?, 0))
        }
        "genus" => {
            let game = game(m);
            let upto = m.get_one::<usize>("upto").copied();
            let budget = m.get_one::<usize>("budget").copied();
            let params = param_values(m);
            let mut bar = Bar::new("heaps");
            let (report, complete) = lab::genus::genus(&game, &params, upto, budget, &mut bar)?;
            Ok((report, if complete { 0 } else { 1 }))
        }
        _ => unreachable!("clap accepts only the subcommands above"),
    }
}

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.len() == 3 && args[1] == lab::stress::MEASURE_CHILD {
        lab::stress::measure_child(std::path::Path::new(&args[2]));
    }
    let matches = cli().get_matches();
    let limits = || -> Result<(), lab::LabError> {
        if let Some(size) = matches.get_one::<String>("memory") {
            lab::memory::set_budget(lab::memory::parse_size(size)?);
        }
        if let Some(&n) = matches.get_one::<usize>("position_budget") {
            lab::memory::set_positions(n)?;
        }
        if let Some(file) = matches.get_one::<String>("data") {
            lab::rules::set_data_file(file)?;
        }
        Ok(())
    };
    match limits().and_then(|()| run(&matches)) {
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
