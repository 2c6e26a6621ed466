function f0() { return [f1(), f1()]; }
function f1() { return [f2(), f2()]; }
function f2() { return [f3(), f3()]; }
function f3() { return [f4(), f4()]; }
function f4() { return [f5(), f5()]; }
function f5() { return [f6(), f6()]; }
function f6() { return [f7(), f7()]; }
function f7() { return [f8(), f8()]; }
function f8() { return [f9(), f9()]; }
function f9() { return [f10(), f10()]; }
function f10() { return [f11(), f11()]; }
function f11() { return [f12(), f12()]; }
function f12() { return [f13(), f13()]; }
function f13() { return [f14(), f14()]; }
function f14() { return [f15(), f15()]; }
function f15() { return [f16(), f16()]; }
function f16() { return [f17(), f17()]; }
function f17() { return [f18(), f18()]; }
function f18() { return [f19(), f19()]; }
function f19() { return [f20(), f20()]; }
function f20() { return [f21(), f21()]; }
function f21() { return [f22(), f22()]; }
function f22() { return [f23(), f23()]; }
function f23() { return [f24(), f24()]; }
function f24() { return { '/a/': '/b/' }; }
import { f0 } from './site.mjs';
export default { redirects: f0(), integrations: [f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), f0(), ] };
