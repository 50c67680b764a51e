fn main() {
    shared::input::run(p2252_wythoff::solve);
}
