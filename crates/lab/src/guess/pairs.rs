//! Two-number win/lose candidates, on a [`Grid`] of positions `(a, b)`: each a rule in `a`
//! and `b`, true where the player to move wins, that holds on every cell of the grid.
//!
//! Families:
//! - a function of `|a - b|` or of `a + b` alone (`a != b`, `abs(a - b) > c`, a period in the
//!   difference or the sum), found by the one-number guesser on that function's table;
//! - residues of both numbers (`a % 2 == 1 && b % 2 == 1`);
//! - one interval of losing cells per row, in three views: rows of `b` with `a` across, rows of
//!   `a`, and the smaller number against the larger (a symmetric grid); the ends of the
//!   interval are integer functions of the row found by the one-number guesser: `a >= c * b`,
//!   `|a - b| <= c`, `b = f(a)`, a ratio threshold against a quadratic irrational (Euclid's
//!   game: `max(a, b) <= beatty(min(a, b), 1, 1, 5, 2)`);
//! - Wythoff pairs: one losing cell `(y_k, x_k)` per row of the smaller number, with
//!   `x_k - y_k = s·k + e` and `y_k` a sequence of `k` found by the one-number guesser
//!   (`⌊kα⌋`: `(⌊kφ⌋, ⌊kφ⌋ + k) = (⌊kφ⌋, ⌊kφ²⌋)`);
//! - both numbers in a set: the losing cells are exactly the pairs `(a, b)` with `a` in `S` and
//!   `b` in `T` (the cutting game: `S = T`, the losing strips), each set a finite list when its
//!   last member lies in the first half of the grid, or a rule in `n` found by the one-number
//!   guesser on its membership table;
//! - each of these on the grid without its first row and/or column when that edge has one
//!   outcome throughout (Euclid's game from 0: `a != 0 && b != 0 && (...)`).

use super::ast::{and, bin, call, int, member, plus, E};
use super::grid::check_native;
use super::{rank, sets, settle_lose, settle_values, values, Candidate};
use study::Grid;

fn a() -> E {
    E::Var("a")
}
fn b() -> E {
    E::Var("b")
}
fn min_ab() -> E {
    call("min", vec![a(), b()])
}
fn max_ab() -> E {
    call("max", vec![a(), b()])
}

/// Whether the player to move loses at `(a, b)` (coordinates, inside the grid).
fn lost(grid: &Grid, a: u64, b: u64) -> bool {
    !grid.wins_at((a - grid.x_start) as usize, (b - grid.y_start) as usize)
}

/// Every rule that holds on the whole grid, simplest first.
pub fn fit_grid(grid: &Grid) -> Vec<Candidate> {
    let mut out = Vec::new();
    if grid.width == 0 || grid.height == 0 {
        return out;
    }
    families(grid, &mut out);
    degenerate_edges(grid, &mut out);
    out.retain(|c| check_native(grid, &c.rule).is_none());
    rank(out)
}

/// Every family's proposals on `grid` (unchecked).
fn families(grid: &Grid, out: &mut Vec<Candidate>) {
    by_feature(grid, out);
    residues(grid, out);
    intervals(grid, out);
    wythoff(grid, out);
    product(grid, out);
}

/// A first row (`b` at its least) or first column (`a` at its least) whose cells all have
/// one outcome hides the pattern of the rest from the families: Euclid's game on the grid
/// from 0, where every position with a 0 is lost, has a losing row that reaches the grid's
/// edge and a won row after it, so no interval rule starts. The rest is fitted without that
/// row and column, then the edge is written in front: `a != 0 && b != 0 && R` when the edge
/// is lost, `a == 0 || b == 0 || R` when won (the edge's cells are not evaluated by `R`:
/// both `&&` and `||` stop early). One level only: the rest's own first row is not stripped.
fn degenerate_edges(grid: &Grid, out: &mut Vec<Candidate>) {
    let corner = grid.wins_at(0, 0);
    let uniform_row = (0..grid.width).all(|x| grid.wins_at(x, 0) == corner);
    let uniform_column = (0..grid.height).all(|y| grid.wins_at(0, y) == corner);
    for (row, column) in [(true, true), (true, false), (false, true)] {
        if (row && !uniform_row) || (column && !uniform_column) {
            continue;
        }
        let (dx, dy) = (usize::from(column), usize::from(row));
        if grid.width < dx + 8 || grid.height < dy + 8 {
            continue;
        }
        let (xs, ys) = (grid.x_start, grid.y_start);
        let rest = Grid::from_fn(
            (grid.x_name, xs + dx as u64, grid.width - dx),
            (grid.y_name, ys + dy as u64, grid.height - dy),
            |x, y| grid.wins_at((x - xs) as usize, (y - ys) as usize),
        );
        let mut found = Vec::new();
        families(&rest, &mut found);
        let mut edge = Vec::new();
        if column {
            edge.push((bin(a(), "==", int(xs as i64)), format!("a = {xs}")));
        }
        if row {
            edge.push((bin(b(), "==", int(ys as i64)), format!("b = {ys}")));
        }
        let on_edge = edge
            .iter()
            .map(|(e, _)| e.clone())
            .reduce(super::ast::or)
            .unwrap_or(E::Bool(false));
        let named: Vec<&str> = edge.iter().map(|(_, w)| w.as_str()).collect();
        for c in found {
            if check_native(&rest, &c.rule).is_some() {
                continue;
            }
            let rule = if corner {
                super::ast::or(on_edge.clone(), c.rule)
            } else {
                and(on_edge.negate(), c.rule)
            };
            out.push(Candidate {
                rule,
                what: format!(
                    "{} {} ({}), then {}",
                    if named.len() == 2 {
                        "the edges"
                    } else {
                        "the edge"
                    },
                    named.join(" and "),
                    if corner { "all won" } else { "all lost" },
                    c.what
                ),
            });
        }
    }
}

/// Wins rules of a one-number table, for a feature of `(a, b)` substituted for `n`.
fn one_number(lose: &[bool], feature: &E, name: &str, out: &mut Vec<Candidate>) {
    for (e, what) in sets::proposals(lose) {
        if let Some(wins) = settle_lose(&e, lose) {
            out.push(Candidate {
                rule: wins.substitute(feature),
                what: format!("{name}: {what}"),
            });
        }
    }
}

/// A rule in `|a - b|` or `a + b` alone.
fn by_feature(grid: &Grid, out: &mut Vec<Candidate>) {
    type Feature = (E, &'static str, fn(u64, u64) -> u64);
    let features: [Feature; 2] = [
        (
            call("abs", vec![bin(a(), "-", b())]),
            "by |a - b|",
            |x, y| x.abs_diff(y),
        ),
        (bin(a(), "+", b()), "by a + b", |x, y| x + y),
    ];
    for (feature, name, f) in features {
        let mut table: Vec<Option<bool>> = Vec::new();
        let mut consistent = true;
        'cells: for y in grid.y_start..grid.y_start + grid.height as u64 {
            for x in grid.x_start..grid.x_start + grid.width as u64 {
                let v = f(x, y) as usize;
                if table.len() <= v {
                    table.resize(v + 1, None);
                }
                let l = lost(grid, x, y);
                match table[v] {
                    None => table[v] = Some(l),
                    Some(t) if t != l => {
                        consistent = false;
                        break 'cells;
                    }
                    Some(_) => {}
                }
            }
        }
        if !consistent {
            continue;
        }
        // Values never met (below the least sum) do not matter: take them as won.
        let lose: Vec<bool> = table.iter().map(|t| t.unwrap_or(false)).collect();
        if lose.len() < 8 {
            continue;
        }
        if name == "by |a - b|" && lose.iter().enumerate().all(|(i, &l)| l == (i == 0)) {
            out.push(Candidate {
                rule: bin(a(), "!=", b()),
                what: "the equal pairs lose".into(),
            });
        }
        one_number(&lose, &feature, name, out);
    }
}

/// Residues of both numbers mod `m`: a product of residue sets, or any pattern; the first
/// rows of `b` (up to 3) may follow rules of their own in `a`, each found by the one-number
/// guesser on that row.
fn residues(grid: &Grid, out: &mut Vec<Candidate>) {
    for skip in 0..=3_u64 {
        if skip > 0 && (grid.x_start != 0 || grid.height as u64 <= skip + 8) {
            return;
        }
        let Some((rule, m)) = residue_rule(grid, grid.y_start + skip) else {
            continue;
        };
        let mut wins = rule;
        let mut rows = String::new();
        for y in (grid.y_start..grid.y_start + skip).rev() {
            let row: Vec<bool> = (0..grid.width)
                .map(|x| grid.wins_at(x, (y - grid.y_start) as usize))
                .collect();
            let Some(best) = super::fit_table(&super::Table::WinLose(row))
                .into_iter()
                .next()
            else {
                return;
            };
            rows = format!("; row b = {y}: {}{rows}", best.what);
            wins = super::ast::if_else(
                bin(b(), "==", int(y as i64)),
                best.rule.substitute(&a()),
                wins,
            );
        }
        out.push(Candidate {
            rule: wins,
            what: format!(
                "residues of a and b mod {m}{}{rows}",
                if skip > 0 {
                    format!(" from b = {}", grid.y_start + skip)
                } else {
                    String::new()
                }
            ),
        });
        return;
    }
}

/// The rule "residues of a and b mod m" for the rows `b >= from`, and `m`.
fn residue_rule(grid: &Grid, from: u64) -> Option<(E, u64)> {
    for m in 2..=6_u64 {
        let mut pattern: Vec<Option<bool>> = vec![None; (m * m) as usize];
        let mut consistent = true;
        'cells: for y in from..grid.y_start + grid.height as u64 {
            for x in grid.x_start..grid.x_start + grid.width as u64 {
                let cell = &mut pattern[((x % m) * m + y % m) as usize];
                let l = lost(grid, x, y);
                match *cell {
                    None => *cell = Some(l),
                    Some(t) if t != l => {
                        consistent = false;
                        break 'cells;
                    }
                    Some(_) => {}
                }
            }
        }
        if !consistent || pattern.iter().all(|p| *p != Some(true)) {
            continue;
        }
        let lost_at = |i: u64, j: u64| pattern[(i * m + j) as usize] == Some(true);
        let rows: Vec<i64> = (0..m)
            .filter(|&i| (0..m).any(|j| lost_at(i, j)))
            .map(|i| i as i64)
            .collect();
        let cols: Vec<i64> = (0..m)
            .filter(|&j| (0..m).any(|i| lost_at(i, j)))
            .map(|j| j as i64)
            .collect();
        let product = (0..m).all(|i| {
            (0..m).all(|j| {
                lost_at(i, j) == (rows.contains(&(i as i64)) && cols.contains(&(j as i64)))
            })
        });
        let lose = if product {
            and(
                member(bin(a(), "%", int(m as i64)), &rows),
                member(bin(b(), "%", int(m as i64)), &cols),
            )
        } else {
            let codes: Vec<i64> = (0..m * m)
                .filter(|&c| pattern[c as usize] == Some(true))
                .map(|c| c as i64)
                .collect();
            let code = bin(
                bin(bin(a(), "%", int(m as i64)), "*", int(m as i64)),
                "+",
                bin(b(), "%", int(m as i64)),
            );
            member(code, &codes)
        };
        return Some((lose.negate(), m));
    }
    None
}

/// One view of the grid for the interval family: the row coordinate, the cells of a row.
struct View {
    name: &'static str,
    row: E,
    across: E,
    /// Rows: the coordinates of the row variable.
    rows: std::ops::Range<u64>,
    /// `(row, across) -> (a, b)`, and the first and last cell across in a row.
    cell: fn(u64, u64) -> (u64, u64),
    first: Box<dyn Fn(u64) -> u64>,
    last: u64,
}

/// One interval of losing cells per row, with ends given by integer rules of the row.
fn intervals(grid: &Grid, out: &mut Vec<Candidate>) {
    let (xs, ys) = (grid.x_start, grid.y_start);
    let (xe, ye) = (xs + grid.width as u64, ys + grid.height as u64);
    let mut views = vec![
        View {
            name: "rows of b",
            row: b(),
            across: a(),
            rows: ys..ye,
            cell: |r, c| (c, r),
            first: Box::new(move |_| xs),
            last: xe - 1,
        },
        View {
            name: "rows of a",
            row: a(),
            across: b(),
            rows: xs..xe,
            cell: |r, c| (r, c),
            first: Box::new(move |_| ys),
            last: ye - 1,
        },
    ];
    let symmetric = xs == ys
        && grid.width == grid.height
        && (xs..xe).all(|x| (xs..xe).all(|y| lost(grid, x, y) == lost(grid, y, x)));
    if symmetric {
        views.push(View {
            name: "the smaller number against the larger",
            row: min_ab(),
            across: max_ab(),
            rows: xs..xe,
            cell: |r, c| (c, r),
            first: Box::new(|r| r),
            last: xe - 1,
        });
    }
    for view in views {
        interval_view(grid, &view, out);
    }
}

fn interval_view(grid: &Grid, view: &View, out: &mut Vec<Candidate>) {
    let mut lo = vec![0_i64; view.rows.end as usize];
    let mut hi = vec![0_i64; view.rows.end as usize];
    // The rows from the first with a losing cell to the first after it without one.
    let (mut first_row, mut end_row) = (None, view.rows.end);
    // The first row whose interval reaches the last cell (its true end may lie beyond).
    let mut cut = view.rows.end;
    let (mut lo_edge, mut hi_edge) = (true, true);
    for r in view.rows.clone() {
        let first = (view.first)(r);
        let lost_cells: Vec<u64> = (first..=view.last)
            .filter(|&c| {
                let (x, y) = (view.cell)(r, c);
                lost(grid, x, y)
            })
            .collect();
        let (Some(&l), Some(&h)) = (lost_cells.first(), lost_cells.last()) else {
            if first_row.is_some() {
                end_row = end_row.min(r);
            }
            continue;
        };
        if h - l + 1 != lost_cells.len() as u64 {
            return;
        }
        if r < end_row {
            first_row.get_or_insert(r);
            lo[r as usize] = l as i64;
            hi[r as usize] = h as i64;
            lo_edge &= l == first;
            hi_edge &= h == view.last;
            if h == view.last {
                cut = cut.min(r);
            }
        }
    }
    let Some(from) = first_row else {
        return;
    };
    let from = from as usize;
    let end = end_row as usize;
    let hi_end = end.min(cut as usize);
    if end < from + 6 {
        return;
    }
    let ends = |seq: &[i64], end: usize| -> Vec<(E, String)> {
        if end < from + 6 {
            return Vec::new();
        }
        let mut found: Vec<(E, String)> = values::proposals(&seq[..end], from)
            .into_iter()
            .filter_map(|(e, what)| settle_values(&e, &seq[..end], from).map(|s| (s, what)))
            .collect();
        found.sort_by_key(|(e, _)| e.size());
        found.truncate(3);
        found
    };
    let lows = if lo_edge {
        vec![(E::Bool(true), String::new())]
    } else {
        ends(&lo, end)
    };
    let highs = if hi_edge {
        vec![(E::Bool(true), String::new())]
    } else {
        ends(&hi, hi_end)
    };
    for (l, lw) in &lows {
        for (h, hw) in &highs {
            let lower = match l {
                E::Bool(true) => E::Bool(true),
                l if *l == plus(super::ast::n(), 1) && view.name.starts_with("the smaller") => {
                    bin(a(), "!=", b())
                }
                l => bin(view.across.clone(), ">=", l.substitute(&view.row)),
            };
            let upper = match h {
                E::Bool(true) => E::Bool(true),
                h => bin(view.across.clone(), "<=", h.substitute(&view.row)),
            };
            let lose = and(lower, upper);
            if matches!(lose, E::Bool(_)) {
                continue;
            }
            let mut what = format!("one interval of losing cells per row, {}", view.name);
            for (side, w) in [("from", lw), ("to", hw)] {
                if !w.is_empty() {
                    what.push_str(&format!("; {side}: {w}"));
                }
            }
            out.push(Candidate {
                rule: lose.negate(),
                what,
            });
        }
    }
}

/// Wythoff pairs: one losing cell per row of the smaller number, the difference growing by
/// `s` from pair to pair, the smaller number a rule of the pair's index.
fn wythoff(grid: &Grid, out: &mut Vec<Candidate>) {
    let (xs, xe) = (grid.x_start, grid.x_start + grid.width as u64);
    if grid.x_start != grid.y_start || grid.width != grid.height {
        return;
    }
    let mut pairs: Vec<(i64, i64)> = Vec::new();
    for y in xs..xe {
        let cells: Vec<u64> = (y..xe).filter(|&x| lost(grid, x, y)).collect();
        match cells.as_slice() {
            [] => {}
            [x] => pairs.push((y as i64, *x as i64)),
            _ => return,
        }
    }
    // Only the pairs before the first whose larger number leaves the grid are all seen.
    if pairs.len() < 6 {
        return;
    }
    let diff: Vec<i64> = pairs.iter().map(|&(y, x)| x - y).collect();
    let (e, s) = (diff[0], diff[1] - diff[0]);
    if s < 1 || diff.iter().enumerate().any(|(k, &d)| d != e + s * k as i64) {
        return;
    }
    let smaller: Vec<i64> = pairs.iter().map(|&(y, _)| y).collect();
    let span = plus(bin(max_ab(), "-", min_ab()), -e);
    let index = if s == 1 {
        span.clone()
    } else {
        bin(span.clone(), "/", int(s))
    };
    let mut guard = E::Bool(true);
    if e != 0 {
        guard = and(guard, bin(span.clone(), ">=", int(0)));
    }
    if s != 1 {
        guard = and(guard, bin(bin(span, "%", int(s)), "==", int(0)));
    }
    for (rule, what) in values::proposals(&smaller, 0) {
        let Some(rule) = settle_values(&rule, &smaller, 0) else {
            continue;
        };
        let lose = and(guard.clone(), bin(min_ab(), "==", rule.substitute(&index)));
        out.push(Candidate {
            rule: lose.negate(),
            what: format!(
                "Wythoff pairs (y_k, y_k + {}{}) with y_k: {what}",
                if s == 1 {
                    "k".to_string()
                } else {
                    format!("{s}k")
                },
                if e == 0 {
                    String::new()
                } else {
                    format!(" + {e}")
                }
            ),
        });
    }
}

/// What [`product`] writes after each of its candidates' rules, to tell them apart.
pub const PRODUCT_FAMILY: &str = "both numbers in a set";

/// The most rules tried for each set of [`product`] (the shortest first).
const SET_RULES: usize = 3;

/// Rules in `n` for the set whose membership table is `in_set[n]` (`n` from 0; the values
/// below the grid's first, never seen, are taken as outside the set), each true where `n` is
/// in the set, with what it is in words; at most [`SET_RULES`], the shortest first. A finite
/// list is proposed when the last member lies in the first half of `seen` (the coordinates
/// the grid shows), so that the set looks finished.
fn set_rules(in_set: &[bool], seen: std::ops::Range<u64>) -> Vec<(E, String)> {
    let members: Vec<i64> = (0..in_set.len())
        .filter(|&i| in_set[i])
        .map(|i| i as i64)
        .collect();
    let mut found: Vec<(E, String)> = Vec::new();
    if let Some(&last) = members.last() {
        if (last as u64) < seen.start + (seen.end - seen.start) / 2 {
            let shown: Vec<String> = members.iter().map(i64::to_string).collect();
            found.push((
                member(super::ast::n(), &members),
                format!("the finite set {{{}}}", shown.join(", ")),
            ));
        }
    }
    for (e, what) in sets::proposals(in_set) {
        if let Some(wins) = settle_lose(&e, in_set) {
            found.push((wins.negate(), what));
        }
    }
    let mut seen_text = std::collections::HashSet::new();
    found.retain(|(e, _)| seen_text.insert(e.to_string()));
    found.sort_by_key(|(e, _)| e.size());
    found.truncate(SET_RULES);
    found
}

/// Both numbers in a set: when the losing cells are exactly the pairs `(a, b)` with `a` in
/// `S` and `b` in `T` (`S`: the `a` of some losing cell; `T`: the `b`), the rule `!(a in S &&
/// b in T)`, each set written by [`set_rules`] (one set for both when they agree).
///
/// # Complexity
/// Linear in the cells, then the one-number guesser on two tables of a side each.
fn product(grid: &Grid, out: &mut Vec<Candidate>) {
    let (xs, ys) = (grid.x_start, grid.y_start);
    let (xe, ye) = (xs + grid.width as u64, ys + grid.height as u64);
    let mut in_s = vec![false; xe as usize];
    let mut in_t = vec![false; ye as usize];
    for y in ys..ye {
        for x in xs..xe {
            if lost(grid, x, y) {
                in_s[x as usize] = true;
                in_t[y as usize] = true;
            }
        }
    }
    if !in_s.contains(&true) {
        return;
    }
    let is_product = (ys..ye)
        .all(|y| (xs..xe).all(|x| lost(grid, x, y) == (in_s[x as usize] && in_t[y as usize])));
    if !is_product {
        return;
    }
    let one_set = in_s == in_t && xs == ys;
    let s_rules = set_rules(&in_s, xs..xe);
    let t_rules = if one_set {
        Vec::new()
    } else {
        set_rules(&in_t, ys..ye)
    };
    for (s, s_what) in &s_rules {
        let pairs: Vec<(&E, String)> = if one_set {
            vec![(s, format!("a and b both in S; S: {s_what}"))]
        } else {
            t_rules
                .iter()
                .map(|(t, t_what)| (t, format!("a in S, b in T; S: {s_what}; T: {t_what}")))
                .collect()
        };
        for (t, what) in pairs {
            let lose = and(s.substitute(&a()), t.substitute(&b()));
            out.push(Candidate {
                rule: lose.negate(),
                what: format!("{PRODUCT_FAMILY}: {what}"),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::guess::exact::Quadratic;

    fn best(grid: &Grid) -> String {
        fit_grid(grid)
            .first()
            .map(|c| c.rule.to_string())
            .unwrap_or_default()
    }

    #[test]
    fn classic_grids() {
        let nim = Grid::from_fn(("a", 0, 40), ("b", 0, 40), |a, b| a != b);
        assert_eq!(best(&nim), "a != b");
        let near = Grid::from_fn(("a", 0, 40), ("b", 0, 40), |a, b| a.abs_diff(b) > 2);
        assert_eq!(best(&near), "abs(a - b) >= 3");
        let odd = Grid::from_fn(("a", 1, 30), ("b", 1, 30), |a, b| a % 2 == 0 || b % 2 == 0);
        assert_eq!(best(&odd), "a % 2 != 1 || b % 2 != 1");
        let phi = Quadratic::PHI;
        let wythoff = Grid::from_fn(("a", 0, 80), ("b", 0, 80), |a, b| {
            let (x, y) = (a.min(b) as i64, a.max(b) as i64);
            phi.floor_mul(y - x).unwrap() != x
        });
        assert_eq!(
            best(&wythoff),
            "min(a, b) != beatty(max(a, b) - min(a, b), 1, 1, 5, 2)"
        );
        let euclid = Grid::from_fn(("a", 1, 80), ("b", 1, 80), |a, b| {
            let (x, y) = (a.min(b) as i64, a.max(b) as i64);
            x == y || y > phi.floor_mul(x).unwrap()
        });
        assert_eq!(
            best(&euclid),
            "a == b || max(a, b) > beatty(min(a, b), 1, 1, 5, 2)"
        );
        // Euclid's game from 0: every position with a 0 is lost, the rest as from 1.
        let euclid0 = Grid::from_fn(("a", 0, 80), ("b", 0, 80), |a, b| {
            let (x, y) = (a.min(b) as i64, a.max(b) as i64);
            x != 0 && (x == y || y > phi.floor_mul(x).unwrap())
        });
        assert_eq!(
            best(&euclid0),
            "a != 0 && b != 0 && (a == b || max(a, b) > beatty(min(a, b), 1, 1, 5, 2))"
        );
        // A won first column (a = 0) before a pattern the families know: only that column is
        // stripped, the rest is a residue rule.
        let column = Grid::from_fn(("a", 0, 30), ("b", 0, 30), |a, b| {
            a == 0 || a % 3 != 0 || b % 2 != 0
        });
        let rule = best(&column);
        assert!(rule.starts_with("a == 0 || "), "{rule}");
        assert!(check_native(&column, &fit_grid(&column)[0].rule).is_none());
        let double = Grid::from_fn(("a", 0, 60), ("b", 0, 60), |a, b| a < 2 * b + 1);
        assert_eq!(best(&double), "a < 2 * b + 1");
    }
}

#[cfg(test)]
mod product_tests {
    use super::*;
    use proptest::prelude::*;

    /// The candidates of the product family that hold on `grid`, simplest first (other
    /// families' candidates of the same text are not in the way, as they are in [`fit_grid`]).
    fn products(grid: &Grid) -> Vec<Candidate> {
        let mut out = Vec::new();
        product(grid, &mut out);
        out.retain(|c| check_native(grid, &c.rule).is_none());
        rank(out)
    }

    /// The grid of `0..size` each way whose losing cells are `S × T`.
    fn product_grid(s: &[u64], t: &[u64], size: usize) -> Grid {
        Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| {
            !(s.contains(&a) && t.contains(&b))
        })
    }

    #[test]
    fn both_numbers_in_a_finite_set_is_found_and_written_as_lists() {
        // The losing sheets of a small cutting game: both sides in {0, 1, 2, 3, 7}.
        let s = [0, 1, 2, 3, 7];
        let found = products(&product_grid(&s, &s, 30));
        assert_eq!(
            found.first().map(|c| c.rule.to_string()).as_deref(),
            Some("a !in [0, 1, 2, 3, 7] || b !in [0, 1, 2, 3, 7]")
        );
        assert!(found[0].what.contains("the finite set {0, 1, 2, 3, 7}"));
        // Two sets, from a grid that starts at 2.
        let grid = Grid::from_fn(("a", 2, 30), ("b", 2, 30), |a, b| {
            !([2, 5].contains(&a) && [3, 4, 9].contains(&b))
        });
        let found = products(&grid);
        assert!(
            found
                .iter()
                .any(|c| c.rule.to_string() == "a !in [2, 5] || b !in [3, 4, 9]"
                    && c.what.contains("a in S, b in T")),
            "{:?}",
            found.iter().map(|c| c.rule.to_string()).collect::<Vec<_>>()
        );
        // An infinite set with a rule: both numbers odd.
        let odd = |size| {
            Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| {
                a % 2 == 0 || b % 2 == 0
            })
        };
        let found = products(&odd(40));
        assert_eq!(
            found.first().map(|c| c.rule.to_string()).as_deref(),
            Some("a % 2 != 1 || b % 2 != 1")
        );
        assert_eq!(check_native(&odd(200), &found[0].rule), None);
    }

    #[test]
    fn wythoff_and_nim_are_no_products() {
        let phi = crate::guess::exact::Quadratic::PHI;
        let wythoff = Grid::from_fn(("a", 0, 80), ("b", 0, 80), |a, b| {
            let (x, y) = (a.min(b) as i64, a.max(b) as i64);
            phi.floor_mul(y - x).unwrap() != x
        });
        assert!(products(&wythoff).is_empty());
        let nim = Grid::from_fn(("a", 0, 40), ("b", 0, 40), |a, b| a != b);
        assert!(products(&nim).is_empty());
        // No losing cell at all: no sets to find.
        let won = Grid::from_fn(("a", 0, 20), ("b", 0, 20), |_, _| true);
        assert!(products(&won).is_empty());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// A grid whose losing cells are `S × T` for random nonempty sets of `0..12`: the family
        /// proposes the two finite lists, and the rule is right far beyond the fitted grid.
        #[test]
        fn random_products_are_found_exactly(
            s in proptest::collection::btree_set(0u64..12, 1..6),
            t in proptest::collection::btree_set(0u64..12, 1..6),
        ) {
            let (s, t): (Vec<u64>, Vec<u64>) = (s.into_iter().collect(), t.into_iter().collect());
            let found = products(&product_grid(&s, &t, 26));
            let list = |v: &[u64]| {
                let each: Vec<String> = v.iter().map(u64::to_string).collect();
                format!("{{{}}}", each.join(", "))
            };
            let exact: Vec<&Candidate> = found
                .iter()
                .filter(|c| {
                    c.what.contains(&format!("S: the finite set {}", list(&s)))
                        && (s == t || c.what.contains(&format!("T: the finite set {}", list(&t))))
                })
                .collect();
            prop_assert!(!exact.is_empty(), "{:?}", found.iter().map(|c| &c.what).collect::<Vec<_>>());
            for c in exact {
                prop_assert_eq!(check_native(&product_grid(&s, &t, 100), &c.rule), None);
            }
        }
    }
}
