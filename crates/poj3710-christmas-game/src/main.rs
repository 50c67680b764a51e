fn main() {
    shared::input::run(poj3710_christmas_game::solve);
}
