fn main() {
    shared::input::run_interactive(cf1934d2_xor_break_game::solve);
}
