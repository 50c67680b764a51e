fn main() {
    shared::input::run(p2148_e_and_d::solve);
}
