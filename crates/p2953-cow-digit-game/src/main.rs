fn main() {
    shared::input::run(p2953_cow_digit_game::solve);
}
