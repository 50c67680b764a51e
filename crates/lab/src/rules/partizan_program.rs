// The driver's partizan requests, appended after `program.rs` for a rules file whose `moves`
// takes the player to move (`pub fn moves(position: P, player: Player, params: &Params, out:
// &mut Options<P>)`): Left's and Right's options differ. The states reachable from the asked
// positions, with either player to move, are explored within the budget and solved by
// retrograde analysis (`shared::game::partizan`). Requests:
//
//   prog [NAME=VALUE ...] info                     `arity N`, `params ...`, then `partizan`
//   prog [NAME=VALUE ...] partizan value P ...     two lines for the sum of the positions P,
//                                                  Left first then Right first: `OUTCOME
//                                                  REMOTENESS` for the player to move (`W`,
//                                                  `L` or `D`; `-` for a draw's remoteness)
//   prog [NAME=VALUE ...] partizan moves P ...     the two lines of `value`, then one line per
//                                                  move: `PLAYER PART OPTION OUTCOME
//                                                  REMOTENESS` (`L` or `R`, the part played,
//                                                  the option as `moves` prints it, and the
//                                                  sum left for the other player to move)
//   prog [NAME=VALUE ...] partizan table UPTO      line n: `OUTCOME REMOTENESS OUTCOME
//                                                  REMOTENESS` of position n, Left first then
//                                                  Right first (one-number positions)
//
// Every other request is refused (status 2): the impartial requests have no meaning here.

use shared::game::partizan::{Play, Player, Solved as PartizanSolved};

/// `OUTCOME REMOTENESS` as the partizan requests print them.
fn play_words(play: Play) -> String {
    let letter = match play.outcome {
        Outcome::Win => "W",
        Outcome::Lose => "L",
        Outcome::Draw => "D",
    };
    let r = play.remoteness.map_or("-".to_string(), |r| r.to_string());
    format!("{letter} {r}")
}

/// The partizan requests (see the header), for a file whose `moves` takes the player.
fn run_partizan<P: Position>(moves: fn(P, Player, &Params, &mut Options<P>)) {
    let arity = P::ARITY.unwrap_or(0);
    let (params, args, budget) = start(arity);
    let mut text = heading(&params, arity);
    let mut report = progress();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let starts: Vec<Vec<P>> = match words[..] {
        ["info"] => {
            text.push_str("partizan\n");
            print!("{text}");
            return;
        }
        ["partizan", "value" | "moves", ..] if args.len() >= 3 => vec![positions(&args[2..])],
        ["partizan", "table", upto] => {
            if P::ARITY != Some(1) {
                fail(&format!("{FILE}: {}; `table` of one number needs one", shape::<P>()));
            }
            let upto = number(upto);
            if upto >= budget as u64 {
                budget_fail(Exceeded { limit: budget });
            }
            (0..=upto)
                .map(|n| vec![heap::<P>(n)])
                .collect()
        }
        ["partizan", ..] => {
            fail("usage: [NAME=VALUE ...] partizan value P ... | partizan moves P ... | \
                  partizan table UPTO")
        }
        _ => fail(&format!(
            "{FILE} is a partizan game (its moves depend on the player): the lab answers only \
             `lab value`, `lab moves` and the one-number `lab table` of it (outcome classes)"
        )),
    };
    let mut options = |p: &P, player: Player, f: &mut dyn FnMut(&[P])| {
        expanding(p);
        let mut out = Options::new();
        moves(p.clone(), player, &params, &mut out);
        for parts in out.iter() {
            f(parts);
        }
    };
    let solved = PartizanSolved::of_moves(&starts, budget, &mut options, &mut report)
        .unwrap_or_else(|e| budget_fail(e));
    let play = |parts: &[P], first: Player| solved.play(parts, first).expect("explored");
    for start in &starts {
        let each: Vec<String> = Player::BOTH
            .iter()
            .map(|&first| play_words(play(start, first)))
            .collect();
        let separator = if words[1] == "table" { " " } else { "\n" };
        text.push_str(&each.join(separator));
        text.push('\n');
    }
    if words[1] == "moves" {
        for player in Player::BOTH {
            for (i, option, left) in solved.moves_of(&starts[0], player, &mut options) {
                let letter = &player.name()[..1];
                let left = play_words(left);
                text.push_str(&format!("{letter} {i} {} {left}\n", sum_word(&option)));
            }
        }
    }
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}
