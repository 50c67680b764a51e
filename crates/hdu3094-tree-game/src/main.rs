fn main() {
    shared::input::run(hdu3094_tree_game::solve);
}
