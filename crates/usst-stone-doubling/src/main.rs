fn main() {
    shared::input::run(usst_stone_doubling::solve);
}
