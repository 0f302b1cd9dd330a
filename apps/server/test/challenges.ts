import { expect } from 'vitest';
import { challengesApi, type Dashboard } from '@gauntlet/core';
import type { TestServer, TestUser } from './test-server.js';

/** A check-in goal of a week's challenge: work out three days. */
const WORKOUT = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3, title: 'Workout' };

/** The user's new week-long challenge on the goals; it must start. */
export async function startChallenge(server: TestServer, user: TestUser, title: string, goals: object[] = [WORKOUT]) {
  const response = await server.call(challengesApi.submit, {
    body: { title, description: 'Held to it', durationDays: 7, goals },
    as: user,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challengeId: string; endDate: string }>();
}

/** The user checks in today on the metric; it must count. */
export async function checkIn(server: TestServer, user: TestUser, metric = 'work-out-days'): Promise<void> {
  const response = await server.call(challengesApi.checkIn, { params: { metric }, as: user });
  expect(response.statusCode, response.body).toBe(200);
}

/** The user's dashboard as the app reads it. */
export async function dashboardOf(server: TestServer, user: TestUser): Promise<Dashboard> {
  return (await server.call(challengesApi.dashboard, { as: user })).json<Dashboard>();
}
