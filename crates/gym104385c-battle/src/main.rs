fn main() {
    shared::input::run(gym104385c_battle::solve);
}
