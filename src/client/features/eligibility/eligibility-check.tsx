import { ArrowLeft, Check, CircleCheck, CircleX, Info, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { answer, QUESTION_COUNT, quizStep, stepBack, type Answer, type QuizResult } from '#domain/eligibility/quiz.ts';
import { QUIZ_OUTCOMES, QUIZ_QUESTIONS } from '#shared/eligibility-content.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { cn } from '#client/lib/cn.ts';
import { useCreateEligibilityCheck } from './api/create-eligibility-check.ts';

/**
 * Four yes/no questions, one at a time (docs/decisions/002-eligibility-questions.md). Each question
 * is an HTML form posting to /eligibility, whose answer the server renders (decision 063); with
 * JavaScript the buttons answer in place instead.
 */
export type EligibilityCheckProps = {
  /** The answers so far, as the server rendered them after a form was posted. */
  initialAnswers?: Answer[];
  onResult?: (result: QuizResult | null) => void;
  /** Offered on an eligible result to a signed-in visitor: opens the page's document request form. */
  onOrderCertificates?: () => void;
  /** Offered on an eligible result to a signed-out visitor: the sign-in form, which src/client/app passes in. */
  signIn: ReactNode;
  /** 3 under the landing page's section heading (default), 2 straight under /eligibility's h1. */
  headingLevel?: 2 | 3;
};

/** A submit button's click handled in place: the form posts only without JavaScript. */
const inPlace = (handler: () => void) => (e: MouseEvent) => {
  e.preventDefault();
  handler();
};

export function EligibilityCheck({
  initialAnswers,
  onResult,
  onOrderCertificates,
  signIn,
  headingLevel = 3,
}: EligibilityCheckProps) {
  const QuestionHeading = headingLevel === 2 ? 'h2' : 'h3';
  const [answers, setAnswers] = useState<Answer[]>(initialAnswers ?? []);
  // Memoised so `result` keeps its identity between renders: the effect below reports it to the
  // parent, whose re-render would otherwise produce a new object and report it again, without end.
  const step = useMemo(() => quizStep(answers), [answers]);
  const store = useCreateEligibilityCheck();
  const questionId = useId();
  // Keyboard focus follows the quiz: the next question's first answer, the result's heading, or
  // after Back the Back button (the first answer once Back is gone), so it never falls to the page.
  const firstAnswerRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = (...targets: Array<RefObject<HTMLElement | null>>) =>
    requestAnimationFrame(() => targets.find((t) => t.current)?.current?.focus());

  const result = step.kind === 'result' ? step.result : null;
  useEffect(() => {
    onResult?.(result);
  }, [result, onResult]);

  const choose = (value: Answer) => {
    const next = answer(answers, value);
    setAnswers(next);
    const nextStep = quizStep(next);
    if (nextStep.kind === 'result') store.mutate(next);
    focusAfterRender(nextStep.kind === 'result' ? resultHeadingRef : firstAnswerRef);
  };

  if (step.kind === 'result') {
    return (
      <ResultCard
        result={step.result}
        headingLevel={headingLevel}
        answers={answers}
        headingRef={resultHeadingRef}
        onOrderCertificates={onOrderCertificates}
        signIn={signIn}
        onStartOver={() => {
          setAnswers([]);
          store.reset();
          focusAfterRender(firstAnswerRef);
        }}
      />
    );
  }

  const question = QUIZ_QUESTIONS[step.index];
  const number = step.index + 1;
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <div className="flex items-center justify-between text-sm font-medium text-slate-600">
          <span>
            Question {number} of {QUESTION_COUNT}
          </span>
          <span>{Math.round((step.index / QUESTION_COUNT) * 100)}% complete</span>
        </div>
        <Progress value={(step.index / QUESTION_COUNT) * 100} aria-label={`Question ${number} of ${QUESTION_COUNT}`} />
      </CardHeader>
      <CardContent>
        <form method="post" action="/eligibility">
          <input type="hidden" name="answers" value={answers.join(',')} />
          <QuestionHeading
            id={questionId}
            className="text-xl leading-snug font-semibold text-slate-900 sm:text-2xl"
            data-testid="eligibility-question"
          >
            {question.text}
          </QuestionHeading>
          <p className="mt-2 flex gap-2 text-sm text-slate-600">
            <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {question.help}
          </p>
          {/* Named by the question, so a screen reader reads it when focus lands on the first answer. */}
          <div role="group" aria-labelledby={questionId} className="mt-6 grid grid-cols-2 gap-3">
            <Button
              ref={firstAnswerRef}
              type="submit"
              name="answer"
              value="yes"
              size="lg"
              onClick={inPlace(() => choose('yes'))}
            >
              <Check aria-hidden="true" />
              Yes
            </Button>
            <Button
              type="submit"
              name="answer"
              value="no"
              size="lg"
              variant="outline"
              onClick={inPlace(() => choose('no'))}
            >
              <X aria-hidden="true" />
              No
            </Button>
          </div>
          {step.index > 0 && (
            <Button
              ref={backRef}
              type="submit"
              name="back"
              value="1"
              variant="ghost"
              className="mt-4"
              onClick={inPlace(() => {
                setAnswers(stepBack(answers));
                focusAfterRender(backRef, firstAnswerRef);
              })}
            >
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

type ResultCardProps = {
  result: QuizResult;
  answers: Answer[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStartOver: () => void;
  onOrderCertificates?: () => void;
  signIn: ReactNode;
  headingLevel: 2 | 3;
};

function ResultCard({
  result,
  answers,
  headingRef,
  onStartOver,
  onOrderCertificates,
  signIn,
  headingLevel,
}: ResultCardProps) {
  const outcome = QUIZ_OUTCOMES[result.reason];
  const positive = result.reason !== 'not_eligible';
  // The 'already a citizen' details differ for a parent born in Ireland (q2) and own registration (q3).
  const details =
    result.reason === 'already_citizen'
      ? outcome.details.filter((_, i) => i !== (answers[1] === 'yes' ? 1 : 0))
      : outcome.details;
  const Icon = positive ? CircleCheck : CircleX;
  return (
    <Card
      className="mx-auto w-full max-w-2xl"
      data-testid="eligibility-result"
      data-reason={result.reason}
      aria-live="polite"
    >
      <CardHeader>
        <div className="flex items-center gap-3">
          <Icon className={cn('size-9 shrink-0', positive ? 'text-brand-700' : 'text-slate-500')} aria-hidden="true" />
          <CardTitle ref={headingRef} level={headingLevel} tabIndex={-1} className="text-2xl outline-none">
            {outcome.title}
          </CardTitle>
        </div>
        <p className="mt-2 text-base text-slate-700">{outcome.summary}</p>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm leading-6 text-slate-700">
          {details.map((d) => (
            <li key={d} className="flex gap-2">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
              {d}
            </li>
          ))}
        </ul>
        {result.reason === 'eligible' && (
          <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-4">
            <p className="font-semibold text-brand-900">Start your application the right way</p>
            {onOrderCertificates ? (
              <>
                <p className="mt-1 mb-3 text-sm text-slate-700">
                  Order the certificates for your Irish line now, or build your family tree on your dashboard to see
                  exactly which documents you need.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button aria-haspopup="dialog" onClick={onOrderCertificates}>
                    Order Certificates
                  </Button>
                  <Button variant="outline" asChild>
                    <Link to="/dashboard">Go to Dashboard</Link>
                  </Button>
                </div>
              </>
            ) : (
              <>
                <p className="mt-1 mb-3 text-sm text-slate-700">
                  Sign in with your email to build your family tree, see exactly which documents you need and get your
                  personalised application pack.
                </p>
                {signIn}
              </>
            )}
          </div>
        )}
        <form method="get" action="/eligibility" className="mt-6">
          <Button type="submit" variant="outline" onClick={inPlace(onStartOver)}>
            <RotateCcw aria-hidden="true" />
            Start Over
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
