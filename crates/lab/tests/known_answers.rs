//! The periods every write-up of these games found by hand, reproduced through the lab: each
//! game's `known_periods` (its study descriptor, next to its rule) is checked here, the one
//! place they are asserted, on the table the lab prints and on its last line.

use lab::commands;
use lab::registry::all;
use lab::table::{values, Layout};
use shared::game::Period;

#[test]
fn every_known_period_is_what_the_lab_finds() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for game in all() {
        for known in game.known_periods {
            let params = game.param_values(known.params);
            let table = values(&game, &params, known.upto, known.grundy).unwrap();
            let expected = Period {
                start: known.start,
                length: known.length,
            };
            let found = table.period();
            if found != Some(expected) {
                failures.push(format!(
                    "{} ({}), up to {}: expected {expected:?}, found {found:?}",
                    game.slug,
                    params.describe(),
                    known.upto
                ));
            }
            let assignments: Vec<String> = known
                .params
                .iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect();
            let text = commands::table(
                game.slug,
                &assignments,
                Some(known.upto),
                known.grundy,
                Layout::default(),
            )
            .unwrap();
            let last = text.lines().last().unwrap_or_default().to_string();
            let line = format!("period {} from {}", known.length, known.start);
            if !last.contains(&line) {
                failures.push(format!(
                    "{}: last line {last:?}, expected {line:?}",
                    game.slug
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0, "no game has known periods");
    eprintln!("{checked} known periods");
}
