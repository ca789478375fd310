/**
 * Step 5 of Glickman's "Example of the Glicko-2 system": the new volatility σ', the root of
 * f(x) = eˣ(Δ² − φ² − v − eˣ) / (2(φ² + v + eˣ)²) − (x − a)/τ², a = ln σ², found by the
 * Illinois variant of regula falsi. Works on the Glicko-2 scale (φ = RD / 173.7178).
 */

/** Glickman's convergence tolerance ε for the volatility iteration. */
export const VOLATILITY_EPSILON = 0.000001;

/** Far more steps than the iteration ever takes (it converges in under 20 for real inputs). */
const MAX_STEPS = 10_000;

/** What step 5 needs: the current φ and σ, the estimated variance v, the improvement Δ, and τ. */
export interface VolatilityInput {
  readonly phi: number;
  readonly sigma: number;
  readonly v: number;
  readonly delta: number;
  readonly tau: number;
}

/**
 * The new volatility σ' = e^(A/2) once |B − A| ≤ ε. Throws only if the iteration does not
 * converge, which does not happen for finite positive inputs (a bug, not bad input).
 */
export function newVolatility({ phi, sigma, v, delta, tau }: VolatilityInput): number {
  const phi2 = phi * phi;
  const delta2 = delta * delta;
  // 2 ln σ rather than ln σ²: σ² of a tiny σ would underflow to 0.
  const a = 2 * Math.log(sigma);
  const tau2 = tau * tau;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    return (ex * (delta2 - phi2 - v - ex)) / (2 * d * d) - (x - a) / tau2;
  };
  let A = a;
  let B: number;
  if (delta2 > phi2 + v) {
    B = Math.log(delta2 - phi2 - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) {
      if (++k > MAX_STEPS) throw new Error('glicko2 invariant: no lower bracket for the volatility');
    }
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let step = 0; Math.abs(B - A) > VOLATILITY_EPSILON; step++) {
    if (step > MAX_STEPS) throw new Error('glicko2 invariant: the volatility iteration did not converge');
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    // `≤ 0`, not the 2013 text's `< 0`: with fC exactly 0 the strict test would halve fA forever.
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}
