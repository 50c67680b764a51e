fn main() {
    shared::input::run(p5675_gzoi2017_stones::solve);
}
