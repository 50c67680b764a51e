fn main() {
    shared::input::run(poj2311_cutting_game::solve);
}
