fn main() {
    shared::input::run(p3150_split_game::solve);
}
