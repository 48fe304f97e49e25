package dev.ddbcourse.engine.internal.expressions;

import java.util.List;

/**
 * The syntax trees the parser builds, before names and values are resolved (Alternator's "parsed" types).
 * {@code #name} and {@code :value} references are still text here.
 */
final class Ast {
    private Ast() {}

    // ---- operands ----

    sealed interface Operand permits PathRef, ValueRef, Call, Arith, ParenOperand {}

    /** One step of a document path: a name (bare or #reference) or a list index. */
    sealed interface Seg permits Name, Index {}

    record Name(String text, boolean reference) implements Seg {}

    record Index(int index) implements Seg {}

    record PathRef(List<Seg> segs) implements Operand {}

    record ValueRef(String name) implements Operand {}

    record Call(String name, List<Operand> args) implements Operand {}

    /** {@code a + b} or {@code a - b}, only in SET. */
    record Arith(String op, Operand left, Operand right) implements Operand {}

    record ParenOperand(Operand inner) implements Operand {}

    // ---- conditions ----

    sealed interface Cond permits Compare, Between, In, FunctionCond, And, Or, Not, ParenCond {}

    record Compare(String op, Operand left, Operand right) implements Cond {}

    record Between(Operand value, Operand low, Operand high) implements Cond {}

    record In(Operand value, List<Operand> list) implements Cond {}

    record FunctionCond(Call call) implements Cond {}

    record And(Cond left, Cond right) implements Cond {}

    record Or(Cond left, Cond right) implements Cond {}

    record Not(Cond inner) implements Cond {}

    record ParenCond(Cond inner) implements Cond {}

    // ---- update ----

    sealed interface Action permits SetAction, RemoveAction, AddAction, DeleteAction {}

    record SetAction(PathRef path, Operand value) implements Action {}

    record RemoveAction(PathRef path) implements Action {}

    record AddAction(PathRef path, ValueRef value) implements Action {}

    record DeleteAction(PathRef path, ValueRef value) implements Action {}

    /** One clause: SET, REMOVE, ADD or DELETE (upper case) and its actions. */
    record Section(String keyword, List<Action> actions) {}
}
