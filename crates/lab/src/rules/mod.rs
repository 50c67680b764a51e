//! Games defined by a rules file: a Rust file that gives the moves, compiled with the user's
//! cargo into a small program together with [`shared::game::engine`] ([`build`]), which the
//! lab then asks for tables, grids and values of sums (the protocol is in `program.rs`).
//!
//! A rules file is any path ending in `.rs`. It holds `pub fn moves(position: P, params:
//! &Params, out: &mut Options<P>)`, `P` being any [`shared::game::engine::Position`]: `u64`, a
//! tuple of two to four `u64`, an array `[u64; N]`, a `Vec<u64>` (`[3,1,4]`), or a type the
//! file defines with its own text form (a tree written as its edges). The lab passes each
//! position to the program as its text, which the type reads; the requests that need numbers
//! (tables, grids, points, options) refuse a type without a numeric view. It may
//! declare `pub const PARAMS: &[(&str, u64)]` (names and defaults, set by `--param`) and
//! `pub const LISTS: &[(&str, &[u64])]` (lists, set by `--param s=2,5,7`). A
//! partizan game's `moves` takes the player to move after the position (`player: Player`,
//! [`shared::game::partizan::Player`]); [`crate::partizan`] answers it. The
//! README's "Studying a game" shows examples; `examples/games/` has the seed games.

pub mod build;

use crate::error::LabError;
use crate::verify::Progress;
use shared::game::loopy::Verdict;
use shared::game::retrograde::Outcome;
use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use study::moves::{Part, Sum};

/// The `--data FILE` of this run: the file a rules file reads its game from (a graph in the
/// judge's layout), as `Params::data`.
static DATA_FILE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Sets the `--data` file for the rest of the process.
///
/// # Errors
/// A file that cannot be read, named with the reason.
pub fn set_data_file(path: &str) -> Result<(), LabError> {
    // Opened, not read: the rules program reads it.
    std::fs::File::open(path)
        .map_err(|e| LabError::BadOption(format!("--data {path}: cannot read it: {e}")))?;
    let absolute = std::fs::canonicalize(path)
        .map_err(|e| LabError::BadOption(format!("--data {path}: {e}")))?;
    let _ = DATA_FILE.set(absolute);
    Ok(())
}

/// The `--data` file, if one was given.
pub fn data_file() -> Option<&'static PathBuf> {
    DATA_FILE.get()
}

/// Whether a GAME argument names a rules file.
pub fn is_rules_file(arg: &str) -> bool {
    arg.ends_with(".rs")
}

/// What a rules program is asked for each position: see [`shared::game::engine::Engine`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// The Grundy value (normal play; a sum's is the XOR).
    Grundy,
    /// The misère outcome: 1 when the player to move wins.
    Misere,
    /// The remoteness (normal play).
    Remoteness,
    /// The suspense number (normal play; see [`shared::game::compound`]).
    Suspense,
}

impl Quantity {
    fn word(self) -> &'static str {
        match self {
            Quantity::Grundy => "grundy",
            Quantity::Misere => "misere",
            Quantity::Remoteness => "remoteness",
            Quantity::Suspense => "suspense",
        }
    }
}

/// Starts `command`, whose program may have just been written (a rules program built by this
/// process or another). Linux refuses to run a file that some process holds open for writing
/// ("text file busy"), and a process that starts a child while this one writes the program
/// lends the child its descriptors until the child's `exec`: so a busy file is tried again,
/// for up to a second, before the error is reported.
fn spawn(command: &mut Command) -> std::io::Result<std::process::Child> {
    let mut tries = 0;
    loop {
        match command.spawn() {
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) && tries < 100 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            spawned => return spawned,
        }
    }
}

/// One move of a sum as [`RulesGame::moves`] gives it: the index of the part played, the
/// option it becomes (a sum of positions) and the value left.
pub type MoveLine = (usize, Sum, u32);

/// A compiled rules file with its `--param` assignments.
#[derive(Debug, Clone)]
pub struct RulesGame {
    /// The file as the user typed it.
    pub file: String,
    program: PathBuf,
    params: Vec<String>,
    /// What the program says of itself: the position's size and the parameters' values.
    info: Answer,
}

/// One answer of a rules program.
#[derive(Debug, Clone)]
pub struct Answer {
    /// How many numbers a position has (0: the position's type is not numbers).
    pub arity: usize,
    /// The parameters with their values, `k=3 m=1` (empty without parameters).
    pub params: String,
    /// The payload: one line per row.
    pub lines: Vec<String>,
}

impl RulesGame {
    /// The rules file `file`, compiled if needed, with `--param` values `params`
    /// (`NAME=VALUE`, checked by the program against what the file declares).
    ///
    /// # Errors
    /// A malformed `--param`; the file's compile error; cargo missing.
    pub fn open(file: &str, params: &[String]) -> Result<RulesGame, LabError> {
        for p in params {
            if !p.contains('=') {
                return Err(LabError::BadParam(format!(
                    "--param `{p}`: expected NAME=VALUE, e.g. --param k=3"
                )));
            }
        }
        let program = build::program(file)?;
        let mut game = RulesGame {
            file: file.to_string(),
            program,
            params: params.to_vec(),
            info: Answer {
                arity: 0,
                params: String::new(),
                lines: Vec::new(),
            },
        };
        game.info = game.ask(&["info".to_string()], &mut crate::verify::Silent)?;
        Ok(game)
    }

    /// How many numbers a position has, `None` when its type is not numbers (its positions
    /// are passed as text, which the program reads).
    pub fn arity(&self) -> Option<usize> {
        Some(self.info.arity).filter(|&a| a > 0)
    }

    /// Whether the file's moves depend on the player (a partizan game, answered by
    /// [`crate::partizan`]).
    pub fn partizan(&self) -> bool {
        self.info.lines.first().map(String::as_str) == Some("partizan")
    }

    /// Runs the program with `request`, reporting its progress.
    pub(crate) fn ask(
        &self,
        request: &[String],
        progress: &mut dyn Progress,
    ) -> Result<Answer, LabError> {
        let mut command = Command::new(&self.program);
        if let Some(data) = data_file() {
            command.env("LAB_DATA_FILE", data);
        }
        command
            .env("LAB_RULES_FILE", &self.file)
            .env("LAB_POSITIONS", crate::memory::positions().to_string())
            .args(&self.params)
            .args(request)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = spawn(&mut command)
            .map_err(|e| LabError::Io(format!("cannot run the program of {}: {e}", self.file)))?;
        let mut stdout = child.stdout.take().expect("piped");
        let reader = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stdout.read_to_string(&mut text);
            text
        });
        let mut errors = Vec::new();
        let mut started = false;
        let mut last = 0u64;
        for line in BufReader::new(child.stderr.take().expect("piped")).lines() {
            let Ok(line) = line else { break };
            if let Some(rest) = line.strip_prefix("@progress ") {
                let mut it = rest.split(' ').filter_map(|w| w.parse::<u64>().ok());
                if let (Some(done), Some(total)) = (it.next(), it.next()) {
                    if !started {
                        progress.start(total);
                        started = true;
                    }
                    progress.advance(done.saturating_sub(last));
                    last = done;
                }
            } else {
                errors.push(line);
            }
        }
        let text = reader.join().unwrap_or_default();
        let status = child
            .wait()
            .map_err(|e| LabError::Io(format!("the program of {} failed: {e}", self.file)))?;
        if !status.success() {
            let message = errors
                .iter()
                .find_map(|l| l.strip_prefix("error: "))
                .map(str::to_string)
                .unwrap_or_else(|| {
                    let said: Vec<&str> = errors
                        .iter()
                        .map(|l| l.trim())
                        .filter(|l| !l.is_empty())
                        .collect();
                    if said.is_empty() {
                        format!(
                            "the program of {} stopped ({status}) without a message (killed by a \
                             signal, e.g. by the kernel for want of memory, or an abort)",
                            self.file
                        )
                    } else {
                        format!(
                            "the program of {} stopped ({status}) while computing: {}",
                            self.file,
                            said.join(" / ")
                        )
                    }
                });
            // Status 3: the game has a cycle (see `program.rs`).
            if status.code() == Some(3) {
                return Err(LabError::Cycle(message));
            }
            return Err(LabError::BadDefinition(message));
        }
        let mut lines = text.lines();
        let arity = lines
            .next()
            .and_then(|l| l.strip_prefix("arity "))
            .and_then(|a| a.parse().ok())
            .ok_or_else(|| LabError::Io(format!("the program of {} answered badly", self.file)))?;
        let params = lines
            .next()
            .and_then(|l| l.strip_prefix("params"))
            .unwrap_or("")
            .trim()
            .to_string();
        Ok(Answer {
            arity,
            params,
            lines: lines.map(str::to_string).collect(),
        })
    }

    /// The values of positions `0..=upto` (one-number positions).
    ///
    /// # Errors
    /// The position has more than one number; the game's run-time error (a panic in `moves`
    /// naming the file's line and the position, a cycle, the budget).
    pub fn table(
        &self,
        quantity: Quantity,
        upto: usize,
        progress: &mut dyn Progress,
    ) -> Result<(Answer, Vec<u32>), LabError> {
        let request = ["table".into(), quantity.word().into(), upto.to_string()];
        let answer = self.ask(&request, progress)?;
        let values = numbers(answer.lines.first().map_or("", String::as_str));
        Ok((answer, values))
    }

    /// The values of the positions `(a, b)`, `a` in `0..=width`, `b` in `0..=height`, as rows
    /// by `a`.
    ///
    /// # Errors
    /// As [`RulesGame::table`], and positions without exactly two numbers.
    pub fn grid(
        &self,
        quantity: Quantity,
        width: usize,
        height: usize,
        progress: &mut dyn Progress,
    ) -> Result<(Answer, Vec<Vec<u32>>), LabError> {
        let request = [
            "grid".into(),
            quantity.word().into(),
            width.to_string(),
            height.to_string(),
        ];
        let answer = self.ask(&request, progress)?;
        let rows = answer.lines.iter().map(|l| numbers(l)).collect();
        Ok((answer, rows))
    }

    /// The values of every position whose `i`-th number is in `ranges[i]` (one range per
    /// number), in lexicographic order of the positions: the engine's work on each and a
    /// number printed and parsed each (see [`crate::tuples::table`] for a measured time and
    /// the tests).
    ///
    /// # Errors
    /// As [`RulesGame::table`], and `ranges` not one per number.
    pub fn points(
        &self,
        quantity: Quantity,
        ranges: &[(u64, u64)],
        progress: &mut dyn Progress,
    ) -> Result<Vec<u32>, LabError> {
        let mut request = vec!["points".to_string(), quantity.word().to_string()];
        for (lo, hi) in ranges {
            request.push(lo.to_string());
            request.push(hi.to_string());
        }
        let answer = self.ask(&request, progress)?;
        Ok(answer.lines.iter().flat_map(|l| numbers(l)).collect())
    }

    /// The options of each heap `0..=upto` (one-number positions), each a multiset of heaps
    /// (a position is one heap, a sum several, the empty sum none), as `moves` lists them:
    /// one call of `moves` per heap, its options printed and parsed (see
    /// [`crate::genus::table_of`] for a measured time and the tests).
    ///
    /// # Errors
    /// As [`RulesGame::table`].
    pub fn options(
        &self,
        upto: u64,
        progress: &mut dyn Progress,
    ) -> Result<Vec<Vec<Vec<u64>>>, LabError> {
        let answer = self.ask(&["options".to_string(), upto.to_string()], progress)?;
        let bad = || LabError::Io(format!("the program of {} answered badly", self.file));
        let mut all = Vec::with_capacity(answer.lines.len());
        for line in &answer.lines {
            let mut heap = Vec::new();
            for word in line.split_whitespace() {
                if word == "-" {
                    heap.push(Vec::new());
                    continue;
                }
                let parts: Result<Vec<u64>, _> = word.split('+').map(str::parse).collect();
                heap.push(parts.map_err(|_| bad())?);
            }
            all.push(heap);
        }
        if all.len() as u64 != upto.saturating_add(1) {
            return Err(bad());
        }
        Ok(all)
    }

    /// The value of the sum of `positions` (each a position's text: `3`, `3,5`, `[3,1,4]`).
    ///
    /// # Errors
    /// As [`RulesGame::table`], and positions of the wrong size.
    pub fn value(
        &self,
        quantity: Quantity,
        positions: &[String],
        progress: &mut dyn Progress,
    ) -> Result<(Answer, u32), LabError> {
        let mut request = vec!["value".to_string(), quantity.word().to_string()];
        request.extend(positions.iter().cloned());
        let answer = self.ask(&request, progress)?;
        let v = numbers(answer.lines.first().map_or("", String::as_str));
        Ok((answer, v.first().copied().unwrap_or(0)))
    }

    /// Every move in the sum of `positions` (each a position's text): the index of the part
    /// played, the option it moves to (a sum of positions; none: the empty sum) and
    /// `quantity` of the whole sum after the move. One run of the program (see
    /// [`crate::winning`] for the tests).
    ///
    /// # Errors
    /// As [`RulesGame::value`].
    pub fn moves(
        &self,
        quantity: Quantity,
        positions: &[String],
        progress: &mut dyn Progress,
    ) -> Result<Vec<MoveLine>, LabError> {
        let mut request = vec!["moves".to_string(), quantity.word().to_string()];
        request.extend(positions.iter().cloned());
        let answer = self.ask(&request, progress)?;
        let bad = || LabError::Io(format!("the program of {} answered badly", self.file));
        let mut all = Vec::with_capacity(answer.lines.len());
        for line in &answer.lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            let [part, option, value] = words[..] else {
                return Err(bad());
            };
            all.push((
                part.parse().map_err(|_| bad())?,
                option_of(option, self.arity()).ok_or_else(bad)?,
                value.parse().map_err(|_| bad())?,
            ));
        }
        Ok(all)
    }

    /// A `loopy` request (`value`, `moves` or `table`, see `program.rs`) with its arguments:
    /// the lines of the answer, each split into the words before its last three and the
    /// [`Verdict`] the last three give.
    ///
    /// # Errors
    /// As [`RulesGame::value`], the budget of the search; an answer that does not parse.
    pub fn loopy(
        &self,
        what: &str,
        args: &[String],
        progress: &mut dyn Progress,
    ) -> Result<Vec<(Vec<String>, Verdict)>, LabError> {
        let mut request = vec!["loopy".to_string(), what.to_string()];
        request.extend(args.iter().cloned());
        let answer = self.ask(&request, progress)?;
        let bad = || LabError::Io(format!("the program of {} answered badly", self.file));
        let mut all = Vec::with_capacity(answer.lines.len());
        for line in &answer.lines {
            let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
            if words.len() < 3 {
                return Err(bad());
            }
            let last = words.split_off(words.len() - 3);
            let (outcome, remoteness) = outcome_of(&last[0], &last[1]).ok_or_else(bad)?;
            let value = last[2].parse().map_err(|_| bad())?;
            all.push((
                words,
                Verdict {
                    outcome,
                    remoteness,
                    value,
                },
            ));
        }
        Ok(all)
    }

    /// The title of a table: the file and its parameters, `games/x.rs (k=3)`.
    pub fn title(&self) -> String {
        if self.info.params.is_empty() {
            self.file.clone()
        } else {
            format!("{} ({})", self.file, self.info.params.replace(' ', ", "))
        }
    }
}

/// An option as the program prints it (`3`, `1,2`, `[3,1]`, a sum `1+2`, `-` for none) as a
/// sum of positions of a game of `arity` numbers (`None`: positions as text), `None` when it
/// does not parse.
pub fn option_of(word: &str, arity: Option<usize>) -> Option<Sum> {
    if word == "-" {
        return Some(Vec::new());
    }
    word.split('+')
        .map(|q| match arity {
            Some(_) => q
                .split(',')
                .map(|n| n.parse().ok())
                .collect::<Option<Vec<u64>>>()
                .map(Part::Numbers),
            None => Some(Part::Text(q.to_string())),
        })
        .collect()
}

/// An outcome and remoteness as the programs print them (`W 3`, `L 0`, `D -`), `None` when
/// they do not parse.
pub(crate) fn outcome_of(letter: &str, remoteness: &str) -> Option<(Outcome, Option<u32>)> {
    let outcome = match letter {
        "W" => Outcome::Win,
        "L" => Outcome::Lose,
        "D" => Outcome::Draw,
        _ => return None,
    };
    let remoteness = match remoteness {
        "-" => None,
        r => Some(r.parse().ok()?),
    };
    Some((outcome, remoteness))
}

fn numbers(line: &str) -> Vec<u32> {
    line.split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::os::unix::fs::PermissionsExt;

    /// A program held open for writing is "text file busy" to `exec`; [`spawn`] waits for the
    /// writer to let go (here after 100 ms) instead of failing.
    #[test]
    fn a_program_busy_for_a_moment_is_started_once_it_is_free() {
        let dir = std::env::temp_dir().join(format!("lab-busy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("busy.sh");
        let mut file = std::fs::File::create(&path).unwrap();
        file.write_all(b"#!/bin/sh\nexit 0\n").unwrap();
        file.flush().unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        let mut command = Command::new(&path);
        let busy = command.spawn().map(|mut c| c.wait()).err();
        assert_eq!(
            busy.and_then(|e| e.raw_os_error()),
            Some(libc::ETXTBSY),
            "the file open for writing should be busy"
        );
        let writer = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            drop(file);
        });
        let status = spawn(&mut command).unwrap().wait().unwrap();
        assert!(status.success());
        writer.join().unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
