fn main() {
    shared::input::run(hdu7287_alice_game::solve);
}
