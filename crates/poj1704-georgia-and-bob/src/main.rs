fn main() {
    shared::input::run(poj1704_georgia_and_bob::solve);
}
