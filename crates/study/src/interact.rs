//! Interactive problems: the program plays against the judge. The problem's crate gives an
//! [`Interactor`], the judge's side, written beside `solve` (in `study.rs`, never bundled): it
//! reads the test's input (what the judge's test file holds), talks with the program through a
//! [`Dialogue`] and says who won. The program is run three ways, always against the same
//! interactor:
//! - in process, [`play_solve`]: a `solve` in a thread, its `shared::input::Input` reading the
//!   interactor's lines and its flushes sent back (what the crate's tests and `lab stress`
//!   use; [`player`] makes a stress [`crate::Program`] of it, so both `solve` and the crate's
//!   brute-force player `brute_solve` play every random test);
//! - as a process over pipes, [`play_process`]: what a problem's jury binary
//!   (`src/bin/jury.rs`, one line: [`jury_main`]) does, and through it `judge`'s samples
//!   runner and tests;
//! - and each sample's `.out` holds the interactor's summary of a won run (the fixed part of
//!   the program's answers, such as the side it chose in each game).
//!
//! A run has a time limit as a whole; a program that sends nothing for that long, ends early,
//! leaves output after the interactor is done, or exits with an error loses.
//!
//! ## Tested
//! The unit tests below play a toy guessing game: a halving player wins, a player that guesses
//! wrong, one that never flushes, one that prints after the end and one that stops early each
//! lose with the reason and the transcript, in process and (through `sh`) over pipes.

use crate::contract::SolveFn;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// The judge's side of an interactive problem: `interactor(test_input, rng, dialogue)` plays
/// the test whose input is `test_input` against the program behind `dialogue`, using `rng`
/// for its random choices. `Ok` is a win of the program, with a summary of the run that a
/// sample's `.out` can hold (its tokens are compared); `Err` says why the program lost (or
/// that the test input is bad).
pub type Interactor = fn(&str, &mut fastrand::Rng, &mut Dialogue) -> Result<String, String>;

/// The interactor's end of a conversation with a program, which keeps the transcript.
pub struct Dialogue {
    to: Option<Box<dyn Write + Send>>,
    from: Receiver<Vec<u8>>,
    tokens: VecDeque<String>,
    deadline: Instant,
    transcript: Vec<String>,
}

impl Dialogue {
    /// Sends one line (a line end is added) and flushes it.
    ///
    /// # Errors
    /// When the program no longer reads (it has exited).
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        self.transcript.push(format!("jury> {line}"));
        let to = self.to.as_mut().ok_or("the conversation is closed")?;
        to.write_all(format!("{line}\n").as_bytes())
            .and_then(|()| to.flush())
            .map_err(|_| "the program stopped reading (it has exited)".to_string())
    }

    /// The program's next whitespace-separated token, waiting for it until the run's time
    /// limit.
    ///
    /// # Errors
    /// At the end of the program's output, or at the time limit (a missing flush looks so).
    pub fn token(&mut self) -> Result<String, String> {
        loop {
            if let Some(token) = self.tokens.pop_front() {
                return Ok(token);
            }
            let wait = self.deadline.saturating_duration_since(Instant::now());
            match self.from.recv_timeout(wait) {
                Ok(chunk) => self.take(&chunk),
                Err(RecvTimeoutError::Timeout) => {
                    return Err("no answer within the time limit (a missing flush?)".into())
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err("the program's output ended while an answer was due".into())
                }
            }
        }
    }

    /// The next token as a `T` (an integer), `what` naming it in the error.
    ///
    /// # Errors
    /// As [`Dialogue::token`], or when the token is not a `T`.
    pub fn read<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, String> {
        let token = self.token()?;
        token
            .parse()
            .map_err(|_| format!("{what}: expected a number, found {token:?}"))
    }

    /// A chunk of the program's output: into the transcript line by line, then into tokens.
    fn take(&mut self, chunk: &[u8]) {
        let text = String::from_utf8_lossy(chunk);
        for line in text.lines() {
            self.transcript.push(format!("prog> {line}"));
        }
        self.tokens
            .extend(text.split_whitespace().map(str::to_string));
    }

    /// After the interactor's win: closes the program's input and checks that it prints
    /// nothing more before its output ends (within the time limit).
    fn finish(&mut self) -> Result<(), String> {
        self.to = None;
        loop {
            if let Some(token) = self.tokens.pop_front() {
                return Err(format!("extra output after the end: {token:?}"));
            }
            let wait = self.deadline.saturating_duration_since(Instant::now());
            match self.from.recv_timeout(wait) {
                Ok(chunk) => self.take(&chunk),
                Err(RecvTimeoutError::Timeout) => {
                    return Err("the program did not end within the time limit".into())
                }
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            }
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The interactor's summary of a won run, or why the program lost.
    pub verdict: Result<String, String>,
    /// Every line sent (`jury> ...`) and received (`prog> ...`), in order.
    pub transcript: Vec<String>,
}

impl Played {
    /// `won: SUMMARY`, or `lost: REASON` followed by the transcript (its last 60 lines).
    pub fn report(&self) -> String {
        match &self.verdict {
            Ok(summary) => format!("won: {summary}"),
            Err(why) => {
                let skip = self.transcript.len().saturating_sub(60);
                let mut text = format!("lost: {why}\ntranscript:\n");
                if skip > 0 {
                    text.push_str(&format!("... ({skip} earlier lines)\n"));
                }
                for line in &self.transcript[skip..] {
                    text.push_str(line);
                    text.push('\n');
                }
                text
            }
        }
    }
}

/// The seed of a run whose seed is not given: a hash (FNV-1a) of the test's input, so runs
/// are reproducible.
pub fn seed_of(input: &str) -> u64 {
    input.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The interactor against the two ends given, then the program's end awaited by `ended`
/// (which says whether it failed); the transcript either way.
fn play(
    interactor: Interactor,
    input: &str,
    seed: u64,
    limit: Duration,
    (to, from): (Box<dyn Write + Send>, Receiver<Vec<u8>>),
    ended: impl FnOnce(Instant) -> Result<(), String>,
) -> Played {
    let deadline = Instant::now() + limit;
    let mut dialogue = Dialogue {
        to: Some(to),
        from,
        tokens: VecDeque::new(),
        deadline,
        transcript: Vec::new(),
    };
    let mut rng = fastrand::Rng::with_seed(seed);
    let verdict = match interactor(input, &mut rng, &mut dialogue) {
        Ok(summary) => dialogue
            .finish()
            .and_then(|()| ended(deadline))
            .map(|()| summary),
        // The program's own complaint, if it ended at once, says more than its silence.
        Err(why) => Err(match ended(Instant::now() + Duration::from_millis(200)) {
            Err(ending) if !ending.contains("time limit") => format!("{why} ({ending})"),
            _ => why,
        }),
    };
    Played {
        verdict,
        transcript: dialogue.transcript,
    }
}

/// A channel's receiving end as the program's standard input.
struct ChannelReader {
    from: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Read for ChannelReader {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for ChannelReader {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.chunk.len() {
            // The other side gone is the end of the input.
            self.chunk = self.from.recv().unwrap_or_default();
            self.at = 0;
        }
        Ok(&self.chunk[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at += amount;
    }
}

/// A channel's sending end as a writer: what is written goes out at each flush.
struct ChannelWriter {
    to: Sender<Vec<u8>>,
    pending: Vec<u8>,
}

impl Write for ChannelWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            self.to
                .send(std::mem::take(&mut self.pending))
                .map_err(|_| std::io::Error::from(std::io::ErrorKind::BrokenPipe))?;
        }
        Ok(())
    }
}

/// `solve` in a thread of this process against `interactor` on the test `input`, the run
/// limited to `limit` (a `solve` still running then is left behind, blocked or spinning).
///
/// # Complexity
/// The two sides' own work, plus a channel message per flush and per line sent.
pub fn play_solve(
    solve: SolveFn,
    interactor: Interactor,
    input: &str,
    seed: u64,
    limit: Duration,
) -> Played {
    let (to_program, program_in) = channel::<Vec<u8>>();
    let (program_out, from_program) = channel::<Vec<u8>>();
    let (done, outcome) = channel();
    std::thread::spawn(move || {
        let reader = ChannelReader {
            from: program_in,
            chunk: Vec::new(),
            at: 0,
        };
        let writer = ChannelWriter {
            to: program_out,
            pending: Vec::new(),
        };
        let mut input = shared::input::interactive(Box::new(reader), Box::new(writer));
        let mut out = Vec::new();
        let result = solve(&mut input, &mut out).and_then(|()| input.flush(&mut out));
        let _ = done.send(result.map_err(|e| e.to_string()));
    });
    let to: Box<dyn Write + Send> = Box::new(ChannelWriter {
        to: to_program,
        pending: Vec::new(),
    });
    play(
        interactor,
        input,
        seed,
        limit,
        (to, from_program),
        |deadline| {
            let wait = deadline.saturating_duration_since(Instant::now());
            match outcome.recv_timeout(wait) {
                Ok(Ok(())) => Ok(()),
                Ok(Err(e)) => Err(format!("the program ended with an error: {e}")),
                Err(_) => Err("the program did not end within the time limit".into()),
            }
        },
    )
}

/// `command` started with piped standard input and output, played against `interactor` on
/// the test `input`; the run limited to `limit`, after which the program is killed. Its
/// standard error is passed through.
///
/// # Errors
/// When the program cannot be started.
pub fn play_process(
    command: &mut Command,
    interactor: Interactor,
    input: &str,
    seed: u64,
    limit: Duration,
) -> Result<Played, String> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the program: {e}"))?;
    let stdin = child.stdin.take().expect("piped");
    let stdout = child.stdout.take().expect("piped");
    let (lines, from_program) = channel();
    std::thread::spawn(move || {
        let mut stdout = BufReader::new(stdout);
        loop {
            let mut line = Vec::new();
            match stdout.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => return,
                Ok(_) if lines.send(line).is_err() => return,
                Ok(_) => {}
            }
        }
    });
    let played = play(
        interactor,
        input,
        seed,
        limit,
        (Box::new(stdin), from_program),
        |deadline| loop {
            match child.try_wait() {
                Ok(Some(status)) if status.success() => return Ok(()),
                Ok(Some(status)) => return Err(format!("the program ended with {status}")),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(2));
                }
                _ => return Err("the program did not end within the time limit".into()),
            }
        },
    );
    // A lost program may still be running: it is not waited for.
    let _ = child.kill();
    let _ = child.wait();
    Ok(played)
}

/// `solve` as a stress [`crate::Program`]: each input played against `interactor` in process
/// ([`play_solve`], seeded by the input, 10 s), answered by [`Played::report`]; a loss starts
/// with `error: `, so that a stress run fails on it as on a refused input, and two players
/// agree when both win with the same summary.
pub fn player(solve: SolveFn, interactor: Interactor) -> impl FnMut(&str) -> String {
    move |input| {
        let played = play_solve(solve, interactor, input, seed_of(input), STRESS_LIMIT);
        match played.verdict {
            Ok(_) => played.report(),
            Err(_) => format!("error: {}", played.report()),
        }
    }
}

/// The time limit of one in-process run of [`player`].
const STRESS_LIMIT: Duration = Duration::from_secs(10);

/// The usage of a jury binary.
const USAGE: &str = "usage: jury [--seed S] [--time-limit SECONDS] TESTFILE PROGRAM [ARGS...]";

/// The whole `main` of a problem's jury binary (`src/bin/jury.rs`): `jury [--seed S]
/// [--time-limit SECONDS] TESTFILE PROGRAM [ARGS...]` plays PROGRAM against `interactor` on
/// the test in TESTFILE (seed: [`seed_of`] the file; limit: 10 s). A win prints the summary
/// and exits 0; a loss prints `WRONG: reason` and the transcript, exit status 1; a usage
/// error or an unreadable file is one `error:` line, exit status 2.
pub fn jury_main(interactor: Interactor) -> ! {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = match jury(interactor, &args) {
        Ok(played) => match &played.verdict {
            Ok(summary) => {
                println!("{summary}");
                0
            }
            Err(_) => {
                print!("WRONG: {}", &played.report()["lost: ".len()..]);
                1
            }
        },
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    };
    std::process::exit(code)
}

/// [`jury_main`]'s work: the arguments read, the program played.
fn jury(interactor: Interactor, args: &[String]) -> Result<Played, String> {
    let (mut seed, mut limit) = (None, Duration::from_secs(10));
    let mut rest = args;
    loop {
        match rest {
            [flag, value, tail @ ..] if flag == "--seed" => {
                seed = Some(value.parse().map_err(|_| format!("bad seed {value:?}"))?);
                rest = tail;
            }
            [flag, value, tail @ ..] if flag == "--time-limit" => {
                let secs: f64 = value
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0)
                    .ok_or_else(|| format!("bad time limit {value:?}"))?;
                limit = Duration::from_secs_f64(secs);
                rest = tail;
            }
            _ => break,
        }
    }
    let [file, program, program_args @ ..] = rest else {
        return Err(USAGE.into());
    };
    let input = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let seed = seed.unwrap_or_else(|| seed_of(&input));
    play_process(
        Command::new(program).args(program_args),
        interactor,
        &input,
        seed,
        limit,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::{Input, InputError};

    /// The toy judge: the test is `n secret`; the program guesses numbers in `1..=n` and hears
    /// `<`, `>` or `=`; more than 20 guesses lose. The summary is the number of guesses.
    fn guessing(input: &str, _: &mut fastrand::Rng, d: &mut Dialogue) -> Result<String, String> {
        let v: Vec<u64> = input
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let [n, secret] = v[..] else {
            return Err("bad test".into());
        };
        d.send(&n.to_string())?;
        for guesses in 1..=20 {
            let guess: u64 = d.read("guess")?;
            if guess == secret {
                d.send("=")?;
                return Ok(guesses.to_string());
            }
            d.send(if secret < guess { "<" } else { ">" })?;
        }
        Err("more than 20 guesses".into())
    }

    /// Halving: wins in at most 10 guesses for n up to 1000.
    fn halving(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        let (mut lo, mut hi) = (1u64, input.read("n", 1..=1000u64)?);
        loop {
            let guess = lo + (hi - lo) / 2;
            writeln!(out, "{guess}")?;
            input.flush(out)?;
            match input.read_word("reply")? {
                "=" => return Ok(()),
                "<" => hi = guess - 1,
                _ => lo = guess + 1,
            }
        }
    }

    /// Always guesses 1, then gives up by guessing 1 again: loses unless the secret is 1.
    fn stubborn(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        input.read("n", 1..=1000u64)?;
        loop {
            writeln!(out, "1")?;
            input.flush(out)?;
            if input.read_word("reply")? == "=" {
                return Ok(());
            }
        }
    }

    /// Never flushes: its first guess never leaves.
    fn silent(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        input.read("n", 1..=1000u64)?;
        writeln!(out, "1")?;
        input.read_word("reply")?;
        Ok(())
    }

    /// Halving, then one more line after the win.
    fn chatty(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        halving(input, out)?;
        writeln!(out, "bye")?;
        input.flush(out)
    }

    const LIMIT: Duration = Duration::from_secs(5);

    #[test]
    fn a_right_player_wins_and_wrong_ones_lose_with_the_reason() {
        for secret in [1, 2, 500, 999, 1000] {
            let test = format!("1000 {secret}");
            let played = play_solve(halving, guessing, &test, 1, LIMIT);
            let guesses: u32 = played.verdict.unwrap().parse().unwrap();
            assert!(guesses <= 10);
            assert_eq!(played.transcript.first().unwrap(), "jury> 1000");
        }
        let played = play_solve(stubborn, guessing, "10 1", 1, LIMIT);
        assert_eq!(played.verdict, Ok("1".to_string()));
        let lost = play_solve(stubborn, guessing, "10 7", 1, LIMIT);
        assert_eq!(lost.verdict, Err("more than 20 guesses".to_string()));
        assert!(lost
            .report()
            .starts_with("lost: more than 20 guesses\ntranscript:\njury> 10\nprog> 1\njury> >\n"));
        let lost = play_solve(chatty, guessing, "10 7", 1, LIMIT);
        assert_eq!(
            lost.verdict,
            Err("extra output after the end: \"bye\"".to_string())
        );
        let lost = play_solve(silent, guessing, "10 7", 1, Duration::from_millis(300));
        assert_eq!(
            lost.verdict,
            Err("no answer within the time limit (a missing flush?)".to_string())
        );
    }

    #[test]
    fn a_player_that_stops_early_or_fails_loses() {
        fn quits(input: &mut Input, _: &mut Vec<u8>) -> Result<(), InputError> {
            input.read("n", 1..=1000u64).map(|_| ())
        }
        let lost = play_solve(quits, guessing, "10 7", 1, LIMIT);
        assert_eq!(
            lost.verdict,
            Err("the program's output ended while an answer was due".to_string())
        );
        // Winning and then failing (here: reading past the end) is a loss too.
        fn reads_on(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
            halving(input, out)?;
            input.read_word("more").map(|_| ())
        }
        let lost = play_solve(reads_on, guessing, "10 7", 1, LIMIT);
        assert_eq!(
            lost.verdict,
            Err(
                "the program ended with an error: more: expected a word, found the end of the \
                 input"
                    .to_string()
            )
        );
    }

    #[test]
    fn a_process_plays_over_pipes() {
        let sh = |script: &str| {
            let mut c = Command::new("sh");
            c.args(["-c", script]);
            c
        };
        // Reads n, then guesses 1, 2, 3, ... until told `=`.
        let counting = "read n; i=1; while :; do echo $i; read r; [ \"$r\" = = ] && exit 0; \
                        i=$((i+1)); done";
        let played = play_process(&mut sh(counting), guessing, "10 4", 1, LIMIT).unwrap();
        assert_eq!(played.verdict, Ok("4".to_string()), "{}", played.report());
        let lost = play_process(&mut sh(counting), guessing, "30 25", 1, LIMIT).unwrap();
        assert_eq!(lost.verdict, Err("more than 20 guesses".to_string()));
        let failing = "read n; echo 5; read r; exit 3";
        let lost = play_process(&mut sh(failing), guessing, "10 5", 1, LIMIT).unwrap();
        assert_eq!(
            lost.verdict,
            Err("the program ended with exit status: 3".to_string())
        );
        let hanging = "read n; sleep 5";
        let lost = play_process(
            &mut sh(hanging),
            guessing,
            "10 5",
            1,
            Duration::from_millis(300),
        )
        .unwrap();
        assert!(lost.verdict.unwrap_err().contains("time limit"));
    }
}
