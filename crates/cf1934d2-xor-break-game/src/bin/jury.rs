//! The judge's side over pipes: `cf1934d2-xor-break-game-jury TESTFILE PROGRAM`.

fn main() {
    study::interact::jury_main(cf1934d2_xor_break_game::study::interactor);
}
