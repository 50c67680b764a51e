fn main() {
    shared::input::run(p1290_euclid_game::solve);
}
