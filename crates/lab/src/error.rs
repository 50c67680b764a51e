//! What can go wrong in a lab command, with messages that say how to fix it.

use std::fmt;

/// A command the lab cannot carry out. The binary prints it after `error: ` and exits with
/// status 2, having printed nothing else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LabError {
    /// No game matches the slug (or a prefix matches several): lists the candidates.
    UnknownGame {
        /// What the user typed.
        asked: String,
        /// The games it could have meant: every game if nothing matched.
        candidates: Vec<&'static str>,
        /// True when the slug is a prefix of several games.
        ambiguous: bool,
        /// What it may have meant instead, e.g. the code `0.77` for `77`.
        suggestion: Option<String>,
    },
    /// A `--param` that is malformed, unknown or out of range.
    BadParam(String),
    /// An option the game cannot honour (`--upto` above its limit, `--grundy` on a win/lose
    /// game, `plot` on a one-dimensional game, ...).
    BadOption(String),
    /// A game given by its definition (take-and-break code, subtraction set, `take:` rule)
    /// that does not parse, or whose rule fails when evaluated.
    BadDefinition(String),
    /// Writing the output file failed.
    Io(String),
    /// A game whose moves can return to a position, met by a search that needs the game to
    /// end (Grundy values by recursion, misère play, remoteness); `lab value`, `lab moves` and
    /// `lab table` of one number then solve it as a loopy game ([`crate::loopy`]).
    Cycle(String),
}

impl fmt::Display for LabError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LabError::UnknownGame {
                asked,
                candidates,
                ambiguous,
                suggestion,
            } => {
                let what = if *ambiguous {
                    "matches several games"
                } else {
                    "is not a known game"
                };
                write!(f, "`{asked}` {what}")?;
                if let Some(meant) = suggestion {
                    write!(f, " ({meant})")?;
                }
                write!(f, "; known games:")?;
                for slug in candidates {
                    write!(f, "\n  {slug}")?;
                }
                Ok(())
            }
            LabError::BadParam(m)
            | LabError::BadOption(m)
            | LabError::BadDefinition(m)
            | LabError::Io(m)
            | LabError::Cycle(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for LabError {}
