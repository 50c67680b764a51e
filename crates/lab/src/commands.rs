//! The four commands as functions that return their whole output, so the binary prints nothing
//! until a command has succeeded, and tests can call them directly.

use crate::error::LabError;
use crate::params::ParamValues;
use crate::plot::render_png;
use crate::registry::{self, Game};
use crate::table::{self, Layout};
use crate::verify::Progress;
use std::path::Path;

/// `lab list`: one line per game with its values, plot, parameters and summary.
pub fn list() -> String {
    let games = registry::all();
    let rows: Vec<[String; 5]> = games
        .iter()
        .map(|g| {
            let params = if g.params.is_empty() {
                "-".to_string()
            } else {
                let each: Vec<String> = g
                    .params
                    .iter()
                    .map(|p| format!("{}={} ({}..={})", p.name, p.default, p.min, p.max))
                    .collect();
                each.join(", ")
            };
            [
                g.slug.to_string(),
                g.value_kind().replace("none", "-"),
                if g.grid.is_some() { "yes" } else { "-" }.to_string(),
                params,
                g.summary.to_string(),
            ]
        })
        .collect();
    let header = [
        "GAME",
        "VALUES",
        "PLOT",
        "PARAMETERS (default, range)",
        "SUMMARY",
    ]
    .map(String::from);
    let mut widths = [0; 4];
    for row in std::iter::once(&header).chain(&rows) {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        for (w, cell) in widths.iter().zip(row) {
            out.push_str(&format!("{cell:<w$}  "));
        }
        out.push_str(&row[4]);
        out.push('\n');
    }
    out.push_str(&format!(
        "{} games; parameters are set with --param NAME=VALUE, slugs may be shortened to a unique prefix\n",
        games.len()
    ));
    out
}

/// Looks the game up and parses its parameters.
fn game_and_params(slug: &str, params: &[String]) -> Result<(Game, ParamValues), LabError> {
    let game = registry::find(slug)?;
    let values = ParamValues::parse(game.params, params).map_err(LabError::BadParam)?;
    Ok((game, values))
}

/// The last position `lab table` shows when none is asked (or the game's limit, if lower).
pub const DEFAULT_TABLE_UPTO: usize = 60;

/// `lab table`: the game's values for `0..=upto` (by default up to [`DEFAULT_TABLE_UPTO`]),
/// ending with the period line.
///
/// # Errors
/// Unknown game, bad parameter, `upto` above the game's limit, `grundy` on a win/lose game, or a
/// game without a single-integer table.
pub fn table(
    slug: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    layout: Layout,
) -> Result<String, LabError> {
    let (game, params) = game_and_params(slug, params)?;
    if layout.columns == Some(0) {
        return Err(LabError::BadOption("--columns must be at least 1".into()));
    }
    let limit = game.table.map_or(DEFAULT_TABLE_UPTO, |t| t.max_upto);
    let upto = upto.unwrap_or(DEFAULT_TABLE_UPTO.min(limit));
    let values = table::values(&game, &params, upto, grundy)?;
    Ok(table::render(&game, &params, &values, layout))
}

/// `lab verify`: the fast solver against the brute force on every input up to `upto` (the
/// game's default when `None`). Returns the report and whether everything agreed.
///
/// # Errors
/// Unknown game, bad parameter, or `upto` above the game's limit.
pub fn verify(
    slug: &str,
    params: &[String],
    upto: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<(String, bool), LabError> {
    let (game, params) = game_and_params(slug, params)?;
    let spec = game.verify;
    let upto = upto.unwrap_or(spec.default_upto);
    if upto > spec.max_upto {
        return Err(LabError::BadOption(format!(
            "--upto must be in 0..={} for verifying {} (got {upto})",
            spec.max_upto, game.slug
        )));
    }
    let verdict = (spec.run)(&params, upto, progress);
    let with = match params.describe() {
        d if d.is_empty() => String::new(),
        d => format!(" ({d})"),
    };
    let report = format!(
        "{}{with}, N = {upto}: fast solver against brute force on {}\n{}\n",
        game.slug,
        spec.inputs,
        verdict.summary()
    );
    Ok((report, verdict.agrees()))
}

/// `lab plot`: draws the game's `size` × `size` outcome table into the PNG file `out`
/// (`pixels` × `pixels` when given). Returns a one-line report.
///
/// # Errors
/// Unknown game, bad parameter, a game without a 2-D table, `size` out of range, `pixels` too
/// small, or the file cannot be written.
pub fn plot(
    slug: &str,
    params: &[String],
    size: usize,
    pixels: Option<usize>,
    out: &Path,
) -> Result<String, LabError> {
    let (game, params) = game_and_params(slug, params)?;
    let Some(spec) = game.grid else {
        let with_grid: Vec<&str> = registry::all()
            .iter()
            .filter(|g| g.grid.is_some())
            .map(|g| g.slug)
            .collect();
        return Err(LabError::BadOption(format!(
            "{} has no two-dimensional table to plot; games that have one: {}",
            game.slug,
            with_grid.join(", ")
        )));
    };
    if !(1..=spec.max_size).contains(&size) {
        return Err(LabError::BadOption(format!(
            "--size must be in 1..={} for {} (got {size})",
            spec.max_size, game.slug
        )));
    }
    if let Some(p) = pixels {
        if p > 20_000 {
            return Err(LabError::BadOption(format!(
                "--pixels must be at most 20000 (got {p})"
            )));
        }
    }
    let grid = (spec.grid)(&params, size);
    let title = match params.describe() {
        d if d.is_empty() => game.slug.to_string(),
        d => format!("{} ({d})", game.slug),
    };
    let bytes = render_png(&grid, &title, pixels)?;
    std::fs::write(out, &bytes)
        .map_err(|e| LabError::Io(format!("cannot write {}: {e}", out.display())))?;
    let decoded = png_size(&bytes);
    Ok(format!(
        "wrote {}: {}x{} pixels, {} = {}..={} across, {} = {}..={} up\n",
        out.display(),
        decoded.0,
        decoded.1,
        grid.x_name,
        grid.x_start,
        grid.x_start + grid.width as u64 - 1,
        grid.y_name,
        grid.y_start,
        grid.y_start + grid.height as u64 - 1,
    ))
}

/// Width and height from a PNG's header (bytes 16..24 of the IHDR chunk).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    (be(16), be(20))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;

    #[test]
    fn list_has_a_line_per_game() {
        let text = list();
        for g in registry::all() {
            assert!(text.lines().any(|l| l.starts_with(g.slug)), "{}", g.slug);
        }
        assert!(text.contains("k=3 (1..=1000)"));
    }

    #[test]
    fn verify_reports_and_checks_limits() {
        let (text, ok) = verify("demo-sub", &["k=4".into()], Some(100), &mut Silent).unwrap();
        assert!(ok);
        assert!(text.starts_with("demo-subtraction (k=4), N = 100: fast solver against brute"));
        assert!(text.ends_with("101 inputs, all agree\n"), "{text}");
        let err = verify("p1857", &[], Some(100_000), &mut Silent).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--upto must be in 0..=400 for verifying p1857-prime-stones (got 100000)"
        );
    }

    #[test]
    fn plot_writes_a_png_of_the_asked_size() {
        let dir = std::env::temp_dir().join(format!("lab-plot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("wythoff.png");
        let text = plot("demo-wythoff", &[], 30, Some(500), &file).unwrap();
        assert!(
            text.contains("500x500 pixels, a = 0..=29 across, b = 0..=29 up"),
            "{text}"
        );
        let bytes = std::fs::read(&file).unwrap();
        assert_eq!(png_size(&bytes), (500, 500));
        std::fs::remove_dir_all(&dir).unwrap();
        let err = plot("p1857", &[], 30, None, &file).unwrap_err();
        assert!(err.to_string().contains("games that have one: "), "{err}");
        let err = plot("demo-wythoff", &[], 0, None, &file).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--size must be in 1..=4000 for demo-wythoff (got 0)"
        );
    }
}
