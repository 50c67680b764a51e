fn main() {
    shared::input::run(p2490_sdoi2011_black_white::solve);
}
