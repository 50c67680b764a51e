//! A partizan subtraction game: from a heap Left takes a number of tokens from his set, Right
//! from his; a player who cannot move loses. The sets are list parameters (`--param
//! left=1,2`): the defaults are Left {1, 2} and Right {1, 3}, whose outcome classes are, by
//! hand: 0 P (nobody can move), 1 N
//! (whoever moves takes the last token), 2 L (Right must leave 1 for Left; Left takes both),
//! 3 N (Right takes all three; Left leaves 2, lost for Right to move) and every heap from 4 on
//! L (Left leaves 2 or a heap of at least 4, where Right to move loses; Right leaves at least
//! one token, where Left to move wins). The game always ends, so no class is a draw.
use shared::game::engine::{Options, Params};
use shared::game::partizan::Player;

pub const LISTS: &[(&str, &[u64])] = &[("left", &[1, 2]), ("right", &[1, 3])];

pub fn moves(n: u64, player: Player, params: &Params, out: &mut Options<u64>) {
    let takes = match player {
        Player::Left => params.list("left"),
        Player::Right => params.list("right"),
    };
    for &take in takes.iter().filter(|&&t| t >= 1 && t <= n) {
        out.push(n - take);
    }
}
