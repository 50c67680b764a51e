//! `lab guess`'s own work on tables of 10^4 positions, the tables built beforehand:
//! `cargo bench -p bench --bench guess`.
//!
//! - `guess_from_10^4/{hdu2516_win_lose,cf1537d_win_lose,ipsc_k3_win_lose,gym104385c_p4_grundy,
//!   p2953_win_lose_no_rule}`: fitting every family on the table of `0..=10^4`, then checking the
//!   candidates that fit on the table of `0..=4·10^4`, natively and through the rule language
//!   (what `lab guess GAME --upto 10000` does beyond building its two tables). P2953 has no
//!   rule: every family is tried and fails, the worst case of the fit.
//! - `guess_from_10^4/p2252_grid_100`: Wythoff's game on a 100 × 100 grid (10^4 cells),
//!   checked on 400 × 400.
//!
//! The target: under a second each.

use criterion::{criterion_group, criterion_main, Criterion};
use lab::define::Target;
use lab::guess::{fit_grid_checked, guess_table, Table};
use lab::registry;
use lab::verify::Silent;
use std::hint::black_box;

const UPTO: usize = 10_000;

fn table(game: &str, params: &[&str], upto: usize, grundy: bool) -> Table {
    let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
    let mut target = Target::parse(game, &params).expect("a registered game");
    let values = target
        .tabulate(upto, grundy, &mut Silent)
        .expect("the table")
        .values;
    if grundy {
        Table::Grundy((0..values.len()).map(|n| values.get(n)).collect())
    } else {
        Table::WinLose((0..values.len()).map(|n| values.wins(n)).collect())
    }
}

fn guesses(c: &mut Criterion) {
    let mut group = c.benchmark_group("guess_from_10^4");
    group.sample_size(10);
    let cases: [(&str, &str, &[&str], bool, bool); 5] = [
        ("hdu2516_win_lose", "hdu2516", &[], false, true),
        ("cf1537d_win_lose", "cf1537d", &[], false, true),
        ("ipsc_k3_win_lose", "ipsc", &["k=3"], false, true),
        ("gym104385c_p4_grundy", "gym104385c", &["p=4"], true, true),
        ("p2953_win_lose_no_rule", "p2953", &[], false, false),
    ];
    for (name, game, params, grundy, finds) in cases {
        let fit = table(game, params, UPTO, grundy);
        let larger = table(game, params, 4 * UPTO, grundy);
        let found = guess_table(&fit, 4 * UPTO, &mut |_| Ok(larger.clone())).unwrap();
        assert_eq!(!found.conjectured.is_empty(), finds, "{name}: {found:?}");
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(
                    guess_table(black_box(&fit), 4 * UPTO, &mut |_| Ok(larger.clone())).unwrap(),
                )
            })
        });
    }
    let wythoff = registry::find("p2252").unwrap();
    let spec = wythoff.grid.unwrap();
    let params = wythoff.param_values(&[]);
    let fit = (spec.grid)(&params, 100);
    let larger = (spec.grid)(&params, 400);
    let found = fit_grid_checked(&fit, &mut || Ok(larger.clone())).unwrap();
    assert!(!found.conjectured.is_empty(), "{found:?}");
    group.bench_function("p2252_grid_100", |b| {
        b.iter(|| black_box(fit_grid_checked(black_box(&fit), &mut || Ok(larger.clone())).unwrap()))
    });
    group.finish();
}

criterion_group!(benches, guesses);
criterion_main!(benches);
