fn main() {
    shared::input::run(nowcoder_two_pile_multiples::solve);
}
