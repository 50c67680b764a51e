fn main() {
    shared::input::run(cf150a_win_or_freeze::solve);
}
