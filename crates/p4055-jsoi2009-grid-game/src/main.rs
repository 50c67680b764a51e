fn main() {
    shared::input::run(p4055_jsoi2009_grid_game::solve);
}
