/**
 * Strike! opposed roll: both sides' skill dice and helper dice in one roll. The terms follow the
 * request: side a's skill dice, then its helpers' dice when it has helpers, then the same for side b.
 */
import { cardFromDice } from "../../kinds/registry";
import { opposedCounts } from "../../kinds/opposed";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll } from "./card-roll";

interface SideTerms {
  dice: number;
  helpers: number;
}

/** Where each side's dice sit among the roll's terms. */
function layout(request: RequestOf<"opposed">): { a: [number, number | null]; b: [number, number | null] } {
  const counts = opposedCounts(request);
  let next = 0;
  const place = (side: SideTerms): [number, number | null] => {
    const skill = next++;
    const helpers = side.helpers > 0 ? next++ : null;
    return [skill, helpers];
  };
  return { a: place(counts.a), b: place(counts.b) };
}

export class OpposedRoll extends CardRoll<"opposed"> {
  static formulaFor(request: RequestOf<"opposed">): string {
    const counts = opposedCounts(request);
    const terms = (side: SideTerms) => [`${side.dice}d6`, ...(side.helpers > 0 ? [`${side.helpers}d6`] : [])];
    return [...terms(counts.a), ...terms(counts.b)].join(" + ");
  }

  static fromRequest(request: RequestOf<"opposed">): OpposedRoll {
    return new OpposedRoll(OpposedRoll.formulaFor(request), {}, { request });
  }

  #side([skill, helpers]: [number, number | null]): { dice: number[]; helperDice: number[] } {
    return { dice: this.termValues(skill), helperDice: helpers === null ? [] : this.termValues(helpers) };
  }

  toCardState() {
    const places = layout(this.request);
    return cardFromDice(this.request, { a: this.#side(places.a), b: this.#side(places.b) });
  }
}
pinClassName(OpposedRoll, "OpposedRoll");
